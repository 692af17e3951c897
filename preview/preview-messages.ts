// The designer preview's panels speak English for now (the same for every designer, so one
// translator serves them all); a language picker will choose another catalog here.
import { en } from '../common/messages/en.ts';
import { formMessages } from '../src/messages/form-messages.ts';

export const previewMessages = formMessages('en', en);

// The models of the method kinds the form can show, one variant per kind: the card (card/), and
// the alternative methods (apm/), which arrive with their chunk (model.ts).
import type { ApmMethodModel } from '../flows/apm/model/apm-method.ts';
import type { CardMethodModel } from './card/card-method.ts';

export type PaymentMethodModel = CardMethodModel | ApmMethodModel;

// Where the service serves 3-D Secure challenge pages (server/sandbox/pages/challenge/): the server
// builds challenge URLs on it, and the embed script opens no other page over the merchant's
// (src/protocol/messages.ts passes it on, since the embed may import only the protocol).

/** Where the service serves 3-D Secure challenge pages; the only pages the embed opens. */
export const CHALLENGE_PATH = '/sandbox/acs';

// Test support: the challenge page is the server's. Frames get an empty page instead, so a test
// checks the frame's address and nothing goes to the network (as embed/fake-service.ts does).

interface HappyDomWindow {
  happyDOM: {
    settings: {
      fetch: { interceptor: { beforeAsyncRequest(): Promise<Response> } | null };
    };
  };
}

export function serveEmptyFrames(): void {
  (window as unknown as HappyDomWindow).happyDOM.settings.fetch.interceptor = {
    beforeAsyncRequest: async () =>
      new Response('<!doctype html><title>ACS</title>', {
        headers: { 'content-type': 'text/html' },
      }),
  };
}

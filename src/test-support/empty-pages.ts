// Frames in unit tests get an empty page for every request (the embed's checkout pages, the 3-D
// Secure challenge page), so they have real windows, a test checks their address, and nothing
// goes to the network. The form's tests and the embed's share this one copy.

interface HappyDomWindow {
  happyDOM: {
    settings: {
      fetch: { interceptor: { beforeAsyncRequest(): Promise<Response> } | null };
    };
  };
}

export function serveEmptyPages(): void {
  (window as unknown as HappyDomWindow).happyDOM.settings.fetch.interceptor = {
    beforeAsyncRequest: async () =>
      new Response('<!doctype html><title>Empty page</title>', {
        headers: { 'content-type': 'text/html' },
      }),
  };
}

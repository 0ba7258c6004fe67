// The one part of jsdom the server render uses (entry-server.tsx); jsdom ships no types of its own.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { DOMParser: typeof DOMParser };
  }
}

// zulip-js 2.1.0 ships no types; just what the smoke test calls.
declare module 'zulip-js' {
  type Json = Record<string, any>;
  type Call = (params?: Json) => Promise<Json>;
  export interface ZulipClient {
    config: { realm: string; apiURL: string; username: string; apiKey?: string };
    accounts: { retrieve(): Promise<Json> };
    users: {
      retrieve: Call;
      me: {
        getProfile(): Promise<Json>;
        subscriptions: { add: Call; remove: Call };
      };
    };
    streams: {
      retrieve: Call;
      getStreamId(name: string | Json): Promise<Json>;
      subscriptions: { retrieve: Call };
    };
    messages: { send: Call; retrieve: Call };
    server: { settings: Call };
    callEndpoint(endpoint: string, method?: string, params?: Json): Promise<Json>;
  }
  export default function zulip(
    config: { realm: string; username?: string; password?: string; apiKey?: string } | { zuliprc: string },
  ): Promise<ZulipClient>;
}

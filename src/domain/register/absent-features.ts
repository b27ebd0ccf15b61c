import { STOP_WORDS } from './stop-words.ts';
import type { StateSection } from './types.ts';

/** What an organization that never used these features has: nothing, or the defaults. */
export interface AbsentFeatureState {
  onboarding_steps: never[];
  navigation_tour_video_url: null;
  realm_filters: never[];
  realm_embedded_bots: never[];
  realm_incoming_webhook_bots: never[];
  stop_words: readonly string[];
  has_zoom_token: boolean;
  giphy_api_key: string;
  push_devices: Record<string, never>;
}

const constant =
  (state: Partial<AbsentFeatureState>): StateSection =>
  async () =>
    state;

/**
 * Sections for features zircon does not have yet: each reports the state of
 * an organization that never used the feature, in the shape clients expect.
 * Replace an entry here when its area is built.
 */
export const ABSENT_FEATURE_SECTIONS: Record<string, StateSection> = {
  onboarding_steps: constant({ onboarding_steps: [], navigation_tour_video_url: null }),
  // Legacy linkifiers (before URL templates): Zulip always sends an empty list.
  realm_filters: constant({ realm_filters: [] }),
  realm_embedded_bots: constant({ realm_embedded_bots: [] }),
  realm_incoming_webhook_bots: constant({ realm_incoming_webhook_bots: [] }),
  stop_words: constant({ stop_words: STOP_WORDS }),
  video_calls: constant({ has_zoom_token: false }),
  // GIPHY needs a server API key, which this server is not configured with.
  giphy: constant({ giphy_api_key: '' }),
  push_device: constant({ push_devices: {} }),
};

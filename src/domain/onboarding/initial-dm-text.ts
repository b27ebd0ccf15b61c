import { isAdmin } from '../roles.ts';
import { removeSingleNewlines } from './welcome-bot.ts';

/** Zulip's Realm.ORG_TYPES ids of "Education (non-profit)" and "Education (for-profit)". */
const EDUCATION_ORG_TYPES = new Set([30, 35]);

/** Zulip's default NAVIGATION_TOUR_VIDEO_URL. */
export const NAVIGATION_TOUR_VIDEO_URL = 'https://static.zulipchat.com/static/navigation-tour-video/zulip-10.mp4';

export interface InitialDmFacts {
  orgType: number;
  role: number;
  /** The organization has tracked onboarding messages the new user was given (Zulip's OnboardingUserMessage rows). */
  hasOnboardingMessages: boolean;
}

/**
 * The Welcome Bot's first direct message to a new user, as Zulip's
 * send_initial_direct_message words it (its texts keep Zulip's line breaks,
 * which removeSingleNewlines joins the way Zulip does). Zulip's demo-organization
 * paragraph has no counterpart: there are no demo organizations here.
 */
export function initialDirectMessageContent(f: InitialDmFacts): string {
  const education = EDUCATION_ORG_TYPES.has(f.orgType);
  const gettingStarted = education
    ? '\nTo learn more, check out our [using Zulip for a class guide](/help/using-zulip-for-a-class)!\n'
    : '\nTo learn more, check out our [getting started guide](/help/getting-started-with-zulip)!\n';
  let organizationSetup = '';
  if (isAdmin(f.role)) {
    organizationSetup = education
      ? '\nWe also have a guide for [setting up Zulip for a class](/help/setting-up-zulip-for-a-class).\n'
      : '\nWe also have a guide for [moving your organization to Zulip](/help/moving-to-zulip).\n';
  }
  const inform = f.hasOnboardingMessages
    ? "\nI've kicked off some conversations to help you get started. You can find\nthem in your [Inbox](/#inbox).\n"
    : '';
  const videoTour = `\nYou can always come back to the [Welcome to Zulip video](${NAVIGATION_TOUR_VIDEO_URL}) for a quick app overview.\n`;
  const demoOrganization = '';
  const content = `
Hello, and welcome to Zulip!👋 ${inform}

${gettingStarted} ${organizationSetup}

${videoTour}

${demoOrganization}

`;
  return removeSingleNewlines(content);
}

/** Second Life time (SLT) is Pacific time, daylight saving included: "today" and purchase dates follow it. */
export const SLT_TIME_ZONE = 'America/Los_Angeles';

/** Time each hero slide stays before autoplay advances, in milliseconds (docs/requirements.md, §9 Timing: 5000 ms). */
export const SLIDE_INTERVAL_MS = 5000;

/** Duration of the cross-fade between hero slides, in milliseconds (docs/requirements.md, §9 Timing: 1000 ms). */
export const SLIDE_FADE_MS = 1000;

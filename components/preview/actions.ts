'use server';

import { refresh } from 'next/cache';
import { draftMode } from 'next/headers';

/**
 * The Visual Editing overlays' refresh: the Presentation tool asks for one
 * after each edit in the Studio (and when its reload button is pressed). Preview reads drafts
 * uncached, so re-rendering the page on the server (Next's `refresh()`, which also updates the
 * client router) shows the edit. Does nothing outside draft mode.
 */
export async function refreshPreview(): Promise<void> {
  if ((await draftMode()).isEnabled) refresh();
}

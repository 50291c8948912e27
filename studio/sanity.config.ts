import { createStudioConfig } from './config';
import { readStudioSettings } from './settings';

/** The Studio for the Sanity CLI (`sanity schema validate`, `sanity schema extract`) and the tests, configured from the environment. */
export default createStudioConfig(readStudioSettings());

// Who keeps and reports an assignment's progress on this page: always this
// browser (browser-store.ts), and the learning platform the page was
// launched by, as its package says (`platform=scorm12`, `scorm2004`, `cmi5`:
// the packages of teach/packages.ts) and a cmi5 launch's parameters
// show. A platform that is missing is said, and the assignment is played all the same.
import type { AssignmentListener } from '../controller/ports';
import { quoted } from '../state/input-rules';
import { browserStore } from './browser-store';
import { findApi, Scorm, type ScormVersion } from './scorm';
import { Cmi5, readLaunch } from './cmi5';

const SCORM: Record<string, ScormVersion> = { scorm12: '1.2', scorm2004: '2004' };

export function platformListeners(search: string): { listeners: AssignmentListener[]; problems: string[] } {
  const platform = new URLSearchParams(search).get('platform');
  const problems: string[] = [];
  // cmi5: the platform's launch parameters (and platform=cmi5 in the package's own address).
  const cmi5 = readLaunch(search);
  if (cmi5.launch) {
    const unit = new Cmi5(cmi5.launch);
    return { listeners: [browserStore(unit.learner), unit], problems };
  }
  if (cmi5.problem) problems.push(cmi5.problem);
  if (platform === 'cmi5' && !cmi5.problem) problems.push('cmi5: the page was not launched by a learning platform (no endpoint, fetch, registration, actor, activityId); your progress is kept in this browser only.');
  if (platform === null || platform === 'cmi5') return { listeners: [browserStore()], problems };
  const version = SCORM[platform];
  if (!version) {
    problems.push(`Platform: ${quoted(platform)} is not scorm12, scorm2004 or cmi5. Your progress is kept in this browser only.`);
    return { listeners: [browserStore()], problems };
  }
  const api = findApi(version);
  if (!api) {
    problems.push(`No SCORM ${version} learning platform answers (its API is missing): your progress is kept in this browser only, and no grade reaches the platform.`);
    return { listeners: [browserStore()], problems };
  }
  const scorm = new Scorm(api, version);
  return { listeners: [browserStore(scorm.learner()), scorm], problems };
}

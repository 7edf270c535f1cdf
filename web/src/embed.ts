// The compact game for other pages (embed.html): the app, plus the messages
// to and from the page that frames it (embed/host-messages.ts).
import './styles.css';
import { startApp } from './app';
import { applyChanges, hostAssignmentListener, hostListener, onConfigure, postToHost, reportHeight } from './embed/host-messages';
import { platformListeners } from './platform/launch';
import { Cmi5 } from './platform/cmi5';
import { optionTexts } from './state/page-options';
import { silence } from './ui/sound';

reportHeight(document.body);
// Who keeps an assignment's progress: this browser and the platform that launched the page, and the host page hears of it.
const platform = platformListeners(location.search);
void startApp({
  page: 'embed',
  listeners: [hostListener],
  assignmentListeners: [...platform.listeners, hostAssignmentListener()],
  platformProblems: platform.problems,
}).then((app) => {
  // A cmi5 learner who wants no audio hears none (cmi5LearnerPreferences).
  if (platform.listeners.some((l) => l instanceof Cmi5 && l.preferences.audioPreference === 'off')) silence();
  if (!app) return;
  // The options in force, as text: the frame's URL, then each accepted pps:configure.
  let settings = optionTexts(location.search);
  // One new game at a time, in the order the host asked for them.
  let queue = Promise.resolve();
  onConfigure((changes) => {
    const next = applyChanges(settings, changes);
    if (!next) return; // nothing changes: the game in progress stays
    settings = next;
    queue = queue.then(() => app.configure(next)).catch((e) => console.error('pps:configure failed', e));
  });
  postToHost({ type: 'pps:ready' });
});

// An assignment's progress kept in this browser (localStorage), under the
// assignment's id and the learner the platform names, if any: a reload
// resumes from it, and a learning platform's copy that lags behind (a
// commit lost to the reload) never takes a card back (assignment-progress.ts,
// furthest). A browser without storage keeps nothing and says so once.
import type { AssignmentStatus } from '../controller/assignment-state';
import type { AssignmentListener } from '../controller/ports';
import type { Assignment } from '../state/assignment';

const PREFIX = 'pps-assignment-v1';

export function browserStore(learner = ''): AssignmentListener {
  let key = '';
  return {
    name: 'this browser',
    load(assignment: Assignment) {
      key = `${PREFIX}:${assignment.id}:${learner}`;
      return localStorage.getItem(key);
    },
    saved(text: string, _status: AssignmentStatus) {
      localStorage.setItem(key, text);
    },
  };
}

/** The worklist's path under /sdp (spec section 2) and its grid. */
export const WORKLIST_PATH = '/monitor/worklist';
export const WORKLIST_GRID_ID = 'worklist';

/** Whose items the worklist shows: the caller's, those offered to the caller's groups, or every one. */
export const WORKLIST_VIEWS = ['mine', 'groups', 'all'] as const;
export type WorklistView = (typeof WORKLIST_VIEWS)[number];
export const WORKLIST_VIEW_PARAM = 'view';

export const WORKLIST_VIEW_LABELS: Readonly<Record<WorklistView, string>> = {
  mine: 'Mine',
  groups: 'My groups',
  all: 'All',
};

export function worklistView(value: string | null): WorklistView {
  return WORKLIST_VIEWS.find((view) => view === value) ?? 'all';
}

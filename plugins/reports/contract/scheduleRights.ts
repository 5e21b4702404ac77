import { SCHEDULE_PERMISSIONS } from '../paths.ts';

/** What a user may do with the schedule of a saved report they can open. */
export interface ScheduleRights {
  /** Schedule it (its owner), or change its schedule and send it now (another user: an existing one only). */
  change: boolean;
  stop: boolean;
  /** See whom it is mailed to and whom its runs mailed. */
  seeRecipients: boolean;
}

/**
 * The one rule both halves apply (the console hides what the server refuses): the owner needs reports:c;
 * another user reports:u to change it and reports:d to stop it, and a partner user never acts on another's.
 */
export function scheduleRights(own: boolean, partner: boolean, holds: (key: string) => boolean): ScheduleRights {
  if (own) {
    const may = holds(SCHEDULE_PERMISSIONS.own);
    return { change: may, stop: may, seeRecipients: true };
  }
  if (partner) return { change: false, stop: false, seeRecipients: false };
  const change = holds(SCHEDULE_PERMISSIONS.changeAny);
  const stop = holds(SCHEDULE_PERMISSIONS.stopAny);
  return { change, stop, seeRecipients: change || stop };
}

import type { ComponentType } from 'react';
import type { Discussion, ThreadRecord, ThreadRow } from './discussion';
import { ThreadListView } from './views/ThreadListView';
import { ThreadView } from './views/ThreadView';

export interface DiscussionScreens {
  List: ComponentType;
  Thread: ComponentType;
}

/** The two route components of described reviews or questions. */
export function createDiscussionScreens<TRow extends ThreadRow, TRecord extends ThreadRecord, TSort extends string>(
  discussion: Discussion<TRow, TRecord, TSort>,
): DiscussionScreens {
  const List = () => <ThreadListView discussion={discussion} />;
  const Thread = () => <ThreadView discussion={discussion} />;
  return { List, Thread };
}

import type { Container } from 'inversify';

/** The application container itself, for the few services that resolve others lazily (commands' `get`). */
export const WorkspaceContainer = Symbol.for('sdp.WorkspaceContainer');
export type WorkspaceContainer = Container;

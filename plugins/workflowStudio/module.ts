import { ContainerModule } from 'inversify';
import { MobxOpenDraft, OpenDraft } from './OpenDraft.ts';

/** Binds the open draft the studio and the palette share. */
export const workflowStudioModule = new ContainerModule(({ bind }) => {
  bind<OpenDraft>(OpenDraft).to(MobxOpenDraft).inSingletonScope();
});

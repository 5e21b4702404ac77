import { ContainerModule } from 'inversify';
import { MobxOpenOrder, OpenOrder } from './OpenOrder.ts';

/** Binds the open order the detail screen and the palette share. */
export const ordersModule = new ContainerModule(({ bind }) => {
  bind<OpenOrder>(OpenOrder).to(MobxOpenOrder).inSingletonScope();
});

import 'reflect-metadata/lite';
import { Container } from 'inversify';

/** Creates the application container; every store and service is a singleton unless bound otherwise. */
export function createContainer(): Container {
  return new Container({ defaultScope: 'Singleton' });
}

import { useMemo } from 'react';
import { useContainer } from '../../../core/di/ContainerContext.tsx';
import { LoginForm } from '../components/LoginForm.tsx';
import { containerLoginServices } from '../containerLoginServices.ts';
import { LoginServicesContext } from '../loginServices.ts';

/** The login route inside the workspace (after signing out, or a page loaded signed in): the same form. */
export default function LoginPage() {
  const container = useContainer();
  const services = useMemo(() => containerLoginServices(container), [container]);
  return (
    <LoginServicesContext value={services}>
      <LoginForm />
    </LoginServicesContext>
  );
}

import { observer } from 'mobx-react-lite';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { isApiError } from '../../../core/http/ApiError.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { ImageUpload } from '../../../core/shell/form/ImageUpload.tsx';
import { MAX_LOGO_BYTES } from '../paths.ts';
import type { SettingsForm } from '../SettingsForm.ts';
import { SettingsStore } from '../store.ts';
import * as css from './settings.css.ts';

/** The tenant logo: saved as soon as it is chosen or removed, apart from the form's other fields. */
export const LogoSection = observer(function LogoSection({
  form,
  readOnly,
}: {
  form: SettingsForm;
  readOnly: boolean;
}) {
  const store = useService<SettingsStore>(SettingsStore);
  const notifier = useService<Notifier>(Notifier);
  const logo = form.base.logo;

  const saveLogo = async (dataUrl: string | null) => {
    try {
      form.adoptLogo(await store.saveLogo(dataUrl));
      notifier.success(dataUrl === null ? 'Logo removed' : 'Logo saved');
    } catch (error) {
      // The HTTP layer has shown the server's message already.
      if (!isApiError(error)) throw error;
    }
  };

  return (
    <section id="settings-logo" className={css.section} aria-labelledby="settings-logo-title">
      <div className={css.sectionHead}>
        <h2 id="settings-logo-title" className={css.sectionTitle}>
          Logo
        </h2>
        <p className={css.sectionText}>PNG, SVG or JPEG, at most 200 KB. It is saved as soon as you choose it.</p>
      </div>
      {/* The logo is drawn for the header, so it is shown on the header's colour. */}
      <ImageUpload
        noun="logo"
        maxBytes={MAX_LOGO_BYTES}
        current={logo}
        alt="Current logo"
        shape="wide"
        background={form.base.style.background}
        readOnly={readOnly}
        onSave={saveLogo}
      />
    </section>
  );
});

import { observer } from 'mobx-react-lite';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { isApiError } from '../../../core/http/ApiError.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import { logoFileProblem, readDataUrl } from '../logoFile.ts';
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
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const logo = form.base.logo;

  const saveLogo = async (dataUrl: string | null, done: string) => {
    setBusy(true);
    try {
      form.adoptLogo(await store.saveLogo(dataUrl));
      notifier.success(done);
    } catch (error) {
      // The HTTP layer shows the server's message; a local read failure has none.
      if (!isApiError(error)) setProblem('The image could not be read.');
    } finally {
      setBusy(false);
    }
  };

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    const reason = logoFileProblem(file);
    setProblem(reason);
    if (reason) return;
    let dataUrl: string;
    try {
      dataUrl = await readDataUrl(file);
    } catch {
      setProblem('The image could not be read.');
      return;
    }
    await saveLogo(dataUrl, 'Logo saved');
  };

  return (
    <section id="settings-logo" className={css.section} aria-labelledby="settings-logo-title">
      <div className={css.sectionHead}>
        <h2 id="settings-logo-title" className={css.sectionTitle}>
          Logo
        </h2>
        <p className={css.sectionText}>PNG, SVG or JPEG, at most 200 KB. It is saved as soon as you choose it.</p>
      </div>
      <div className={css.logoRow}>
        {/* The logo is drawn for the header, so it is shown on the header's colour. */}
        <div className={css.logoBox} style={logo ? { backgroundColor: form.base.style.background } : undefined}>
          {logo ? <img className={css.logoImage} src={logo} alt="Current logo" /> : <span>No logo</span>}
        </div>
        {!readOnly && (
          <div className={css.buttonRow}>
            <input
              ref={fileInput}
              id={inputId}
              className={css.fileInput}
              type="file"
              accept="image/png,image/jpeg,image/svg+xml"
              aria-label="Logo file"
              onChange={(event) => void onChoose(event)}
              tabIndex={-1}
            />
            <button
              type="button"
              className={button.secondary}
              disabled={busy}
              onClick={() => fileInput.current?.click()}
            >
              {logo ? 'Replace logo' : 'Upload logo'}
            </button>
            {logo && (
              <button
                type="button"
                className={button.secondary}
                disabled={busy}
                onClick={() => {
                  setProblem(null);
                  void saveLogo(null, 'Logo removed');
                }}
              >
                Remove logo
              </button>
            )}
          </div>
        )}
      </div>
      {problem && (
        <p className={css.error} role="alert">
          {problem}
        </p>
      )}
    </section>
  );
});

import { observer } from 'mobx-react-lite';
import { isValidColour } from '../../../core/contract/colour.ts';
import { readableOn } from '../../../core/theme/colour.ts';
import type { SettingsForm } from '../SettingsForm.ts';
import { LOGO_SIZE_LIMITS } from '../contract.ts';
import { ColourField, NumberField } from './fields.tsx';
import * as css from './settings.css.ts';

interface SectionProps {
  form: SettingsForm;
  readOnly: boolean;
}

/** The shell's header and sidebar drawn with the typed style; an invalid colour shows the saved one. */
const StylePreview = observer(function StylePreview({ form }: { form: SettingsForm }) {
  const { draft, base } = form;
  const pick = (typed: string, saved: string) => (isValidColour(typed) ? typed.trim() : saved);
  const background = pick(draft.background, base.style.background);
  const accent = pick(draft.color, base.style.color);
  const font = pick(draft.font, base.style.font);
  const size = Number(draft.logosize);
  const logoHeight =
    Number.isInteger(size) && size >= LOGO_SIZE_LIMITS.min && size <= LOGO_SIZE_LIMITS.max ? size : base.style.logosize;

  return (
    <figure className={css.field} style={{ margin: 0 }}>
      <figcaption className={css.label}>Preview</figcaption>
      <div className={css.previewFrame} data-testid="style-preview">
        <div className={css.previewHeader} style={{ backgroundColor: background, color: font }}>
          {base.logo ? (
            <img className={css.previewLogo} src={base.logo} alt="Tenant logo" style={{ height: logoHeight }} />
          ) : (
            <span>{base.businessName || 'SDP Console'}</span>
          )}
        </div>
        <div className={css.previewSidebar} style={{ backgroundColor: background, color: font }}>
          <span className={css.previewNavItem} style={{ boxShadow: `inset 3px 0 0 ${accent}` }}>
            Monitor
          </span>
          <span className={css.previewNavItem}>Configure</span>
          <span className={css.previewNavItem}>Settings</span>
        </div>
        <div className={css.previewContent}>
          <span className={css.previewLine} style={{ width: '70%' }} />
          <span className={css.previewLine} style={{ width: '45%' }} />
          <span className={css.previewButton} style={{ backgroundColor: accent, color: readableOn(accent) }}>
            Primary action
          </span>
        </div>
      </div>
    </figure>
  );
});

export const StyleSection = observer(function StyleSection({ form, readOnly }: SectionProps) {
  return (
    <section id="settings-style" className={css.section} aria-labelledby="settings-style-title">
      <div className={css.sectionHead}>
        <h2 id="settings-style-title" className={css.sectionTitle}>
          Tenant style
        </h2>
        <p className={css.sectionText}>
          The colours of the header and sidebar for everyone in this tenant. Colours are hex (#f05223) or rgb forms.
        </p>
      </div>
      <div className={css.styleLayout}>
        <div className={css.fieldGrid} style={{ alignContent: 'start' }}>
          <ColourField form={form} name="background" label="Background" hint="Header and sidebar" readOnly={readOnly} />
          <ColourField form={form} name="font" label="Text" hint="Text on the header and sidebar" readOnly={readOnly} />
          <ColourField form={form} name="color" label="Accent" hint="Highlights and buttons" readOnly={readOnly} />
          <NumberField
            form={form}
            name="logosize"
            label="Logo height (px)"
            hint={`From ${LOGO_SIZE_LIMITS.min} to ${LOGO_SIZE_LIMITS.max}`}
            readOnly={readOnly}
          />
        </div>
        <StylePreview form={form} />
      </div>
    </section>
  );
});

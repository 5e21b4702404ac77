import { observer } from 'mobx-react-lite';
import type { SettingsForm } from '../SettingsForm.ts';
import { CheckboxField, NumberField, SelectField } from './fields.tsx';
import * as css from './settings.css.ts';

interface SectionProps {
  form: SettingsForm;
  readOnly: boolean;
}

function SectionHead({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <div className={css.sectionHead}>
      <h2 id={id} className={css.sectionTitle}>
        {title}
      </h2>
      <p className={css.sectionText}>{text}</p>
    </div>
  );
}

export const PasswordPolicySection = observer(function PasswordPolicySection({ form, readOnly }: SectionProps) {
  return (
    <section id="settings-password" className={css.section} aria-labelledby="settings-password-title">
      <SectionHead
        id="settings-password-title"
        title="Password policy"
        text="What a new password must contain. Sign-in, reset and change-password screens show these rules."
      />
      <div className={css.fieldGrid}>
        <NumberField
          form={form}
          name="minLength"
          label="Minimum length"
          hint="From 8 to 128 characters"
          readOnly={readOnly}
        />
        <NumberField
          form={form}
          name="historyCount"
          label="Earlier passwords refused"
          hint="0 allows reusing any earlier password"
          readOnly={readOnly}
        />
        <NumberField
          form={form}
          name="maxAgeDays"
          label="Maximum age (days)"
          hint="0 means never expires"
          readOnly={readOnly}
        />
      </div>
      <div className={css.fieldGrid}>
        <CheckboxField form={form} name="requireUppercase" label="An uppercase letter" readOnly={readOnly} />
        <CheckboxField form={form} name="requireLowercase" label="A lowercase letter" readOnly={readOnly} />
        <CheckboxField form={form} name="requireDigit" label="A digit" readOnly={readOnly} />
        <CheckboxField form={form} name="requireSymbol" label="A symbol" readOnly={readOnly} />
      </div>
    </section>
  );
});

export const AccessSection = observer(function AccessSection(
  props: SectionProps & { landingPages: readonly { value: string; label: string }[] },
) {
  const { form, readOnly } = props;
  return (
    <section id="settings-access" className={css.section} aria-labelledby="settings-access-title">
      <SectionHead
        id="settings-access-title"
        title="Sign-in and sessions"
        text="Where users start, whether partner accounts manage their own areas, and how long a session lasts."
      />
      <div className={css.fieldGrid}>
        <SelectField
          form={form}
          name="defaultLandingPage"
          label="Default landing page"
          hint="For users without a landing page of their own"
          options={props.landingPages}
          readOnly={readOnly}
        />
        <NumberField
          form={form}
          name="sessionIdleMinutes"
          label="Idle timeout (minutes)"
          hint="Signs out after this long without activity"
          readOnly={readOnly}
        />
        <NumberField
          form={form}
          name="sessionAbsoluteMinutes"
          label="Absolute timeout (minutes)"
          hint="Signs out after this long, active or not"
          readOnly={readOnly}
        />
      </div>
      <CheckboxField
        form={form}
        name="partnerManagement"
        label="Partner management"
        hint="With it off, partner users lose the restricted areas."
        readOnly={readOnly}
      />
    </section>
  );
});

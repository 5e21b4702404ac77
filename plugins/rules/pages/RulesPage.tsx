import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { ResourcePage } from '../../resourceKit/public/web/ResourcePage.tsx';
import { TabList } from '../../../core/shell/controls/TabList.tsx';
import { ruleCalls } from '../calls.ts';
import {
  dependencyColumns,
  dependencyForm,
  smsColumns,
  smsForm,
  transformationColumns,
  transformationForm,
  translationColumns,
  translationForm,
  validationColumns,
  validationForm,
} from '../components/ruleTabs.tsx';
import * as css from '../components/rules.css.ts';
import { RULE_KIND_INFO, RULE_KINDS, RULES_TAB_PARAM, type RuleKind } from '../paths.ts';

const SUMMARIES: Readonly<Record<RuleKind, string>> = {
  validation: 'Conditions an order’s payload must meet to be taken in, each with the message it is refused with.',
  dependency: 'Orders refused while another order on the same subscriber key has not ended.',
  transformation: 'Field mappings that reshape a payload, tried on a sample input.',
  translation: 'Lookup tables that turn an outside system’s values into the tenant’s; import them from CSV.',
  sms: 'SMS texts with placeholders, and how many segments each takes.',
};

const search = 'Search name or description';
const readKey = (kind: RuleKind) => RULE_KIND_INFO[kind].descriptor.permissions.read as string;

/** The list of one kind, as a tab of the rules screen. */
function kindPage(kind: RuleKind, tabs: ReactNode): ReactNode {
  const info = RULE_KIND_INFO[kind];
  const common = {
    descriptor: info.descriptor,
    gridId: `rules-${kind}`,
    label: `${info.title === 'SMS templates' ? info.title : `${info.title} rules`}`,
    heading: 'Rules',
    summary: SUMMARIES[kind],
    tabs,
    searchPlaceholder: search,
  };
  switch (kind) {
    case 'validation':
      return (
        <ResourcePage
          {...common}
          calls={ruleCalls.validation}
          columns={validationColumns}
          form={validationForm}
          idOf={(row) => row.ruleId}
          labelOf={(row) => row.name}
        />
      );
    case 'dependency':
      return (
        <ResourcePage
          {...common}
          calls={ruleCalls.dependency}
          columns={dependencyColumns}
          form={dependencyForm}
          idOf={(row) => row.ruleId}
          labelOf={(row) => row.name}
        />
      );
    case 'transformation':
      return (
        <ResourcePage
          {...common}
          calls={ruleCalls.transformation}
          columns={transformationColumns}
          form={transformationForm}
          idOf={(row) => row.ruleId}
          labelOf={(row) => row.name}
        />
      );
    case 'translation':
      return (
        <ResourcePage
          {...common}
          label="Translation tables"
          calls={ruleCalls.translation}
          columns={translationColumns}
          form={translationForm}
          idOf={(row) => row.ruleId}
          labelOf={(row) => row.name}
        />
      );
    case 'sms':
      return (
        <ResourcePage
          {...common}
          calls={ruleCalls.sms}
          columns={smsColumns}
          form={smsForm}
          idOf={(row) => row.ruleId}
          labelOf={(row) => row.name}
        />
      );
  }
}

/**
 * `/configure/rules`: a tab for each kind of rule the user may read (`?tab=validation`), each the kind's
 * list with its side-panel form.
 */
export default function RulesPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const mayRead: Record<RuleKind, boolean> = {
    validation: usePermission(readKey('validation')),
    dependency: usePermission(readKey('dependency')),
    transformation: usePermission(readKey('transformation')),
    translation: usePermission(readKey('translation')),
    sms: usePermission(readKey('sms')),
  };
  const readable = RULE_KINDS.filter((kind) => mayRead[kind]);
  const asked = params.get(RULES_TAB_PARAM) as RuleKind | null;
  const kind = asked && readable.includes(asked) ? asked : readable[0];
  if (!kind) return null;
  const tabs = (
    <TabList
      label="Kinds of rule"
      idPrefix={id}
      tabs={readable.map((candidate) => ({ id: candidate, title: RULE_KIND_INFO[candidate].title }))}
      selected={kind}
      onSelect={(next) => setParams({ [RULES_TAB_PARAM]: next })}
    />
  );
  return (
    <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${kind}`} className={css.tabPanel}>
      {kindPage(kind, tabs)}
    </div>
  );
}

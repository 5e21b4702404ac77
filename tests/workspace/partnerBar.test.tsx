import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PartnerAccount } from '../../core/contract/auth.ts';
import { stubViewportSize } from '../support/gridDoubles.tsx';
import { RequestAccountScope } from '../../core/http/RequestAccountScope.ts';
import { PartnerScope } from '../../core/workspace/PartnerScope.ts';
import usersPlugin from '../../plugins/users/index.ts';
import { adminUser, makeUser, renderWorkspace } from '../renderWorkspace.tsx';

const root: PartnerAccount = {
  accountId: 'NW',
  accountNumber: '100000',
  accountName: 'Northwind Partners',
  parentAccountId: null,
};
const north: PartnerAccount = {
  accountId: 'NW-N',
  accountNumber: '100100',
  accountName: 'Northwind North',
  parentAccountId: 'NW',
};
const fjord: PartnerAccount = {
  accountId: 'NW-N-F',
  accountNumber: '100110',
  accountName: 'Fjord Shop',
  parentAccountId: 'NW-N',
};
const pier: PartnerAccount = {
  accountId: 'NW-N-F-P',
  accountNumber: '100111',
  accountName: 'Pier Kiosk',
  parentAccountId: 'NW-N-F',
};

function partner() {
  return makeUser({
    username: 'paula',
    firstname: 'Paula',
    isPartner: true,
    partyRoleType: 'PARTNER_USER',
    accountId: 'NW-N',
    partnerInfo: [north, fjord, pier],
  });
}

describe('partner hierarchy bar', () => {
  it("shows a partner user's account path from the server and narrows to an account beneath it", async () => {
    const view = await renderWorkspace({
      user: partner(),
      http: (http) =>
        http.respond('GET', '/service/partnerandtenantinfo/t-1', {
          tenantInfo: { businessName: 'Acme', tenantId: 't-1' },
          partnerInfo: [north, fjord, pier],
          partnerTenantInfo: { partnerManagement: false, accountPath: [root, north] },
        }),
    });
    const bar = await screen.findByRole('region', { name: 'Partner hierarchy' });
    await waitFor(() => expect(within(bar).getByText('Northwind Partners')).toBeTruthy());
    expect(within(bar).getByText('Northwind North')).toBeTruthy();

    const scope = view.get<PartnerScope>(PartnerScope);
    expect(scope.scopeAccountId).toBe('NW-N');
    const select = within(bar).getByRole('combobox', { name: 'Account' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All of Northwind North', 'Fjord Shop (100110)', 'Pier Kiosk (100111)']);
    await view.events.selectOptions(select, 'NW-N-F-P');
    expect(scope.scopeAccountId).toBe('NW-N-F-P');
    expect(
      within(bar)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Northwind Partners', 'Northwind North', 'Fjord Shop', 'Pier Kiosk']);
    await view.events.selectOptions(select, '');
    expect(scope.scopeAccountId).toBe('NW-N');
  });

  it("narrows every request to the chosen account and reloads the screen's listing", async () => {
    const restoreViewport = stubViewportSize();
    const view = await renderWorkspace({
      user: partner(),
      plugins: [usersPlugin],
      path: '/users',
      http: (http) =>
        http
          .respond('GET', '/service/partnerandtenantinfo/t-1', {
            tenantInfo: { businessName: 'Acme', tenantId: 't-1' },
            partnerInfo: [north, fjord, pier],
            partnerTenantInfo: { partnerManagement: false, accountPath: [root, north] },
          })
          .respond('GET', '/user/getAllRoleDetails', { items: [], nextCursor: null })
          .respond('GET', '/user/getAllUserDetails', { items: [], nextCursor: null }),
    });
    await screen.findByText('No users match.');
    const listings = () => view.http.callsTo('/user/getAllUserDetails').length;
    await waitFor(() => expect(listings()).toBeGreaterThan(0));
    const before = listings();
    const requestScope = view.get<RequestAccountScope>(RequestAccountScope);
    expect(requestScope.accountId).toBeNull();

    const bar = screen.getByRole('region', { name: 'Partner hierarchy' });
    await view.events.selectOptions(within(bar).getByRole('combobox', { name: 'Account' }), 'NW-N-F');
    expect(requestScope.accountId).toBe('NW-N-F');
    await waitFor(() => expect(listings()).toBe(before + 1));

    await view.events.selectOptions(within(bar).getByRole('combobox', { name: 'Account' }), '');
    expect(requestScope.accountId).toBeNull();
    await waitFor(() => expect(listings()).toBe(before + 2));
    restoreViewport();
  });

  it('is not shown to tenant users', async () => {
    await renderWorkspace({ user: adminUser() });
    await screen.findByRole('heading', { name: 'Getting Started' });
    expect(screen.queryByRole('region', { name: 'Partner hierarchy' })).toBeNull();
  });
});

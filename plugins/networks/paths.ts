export const NETWORKS_PATH = '/configure/networks';
export const PROVISIONING_PATH = '/configure/networks/provisioning';

/** The provisioning templates of one element: the screen's `networkElementId` parameter. */
export const provisioningHref = (networkElementId: string) =>
  `${PROVISIONING_PATH}?networkElementId=${encodeURIComponent(networkElementId)}`;

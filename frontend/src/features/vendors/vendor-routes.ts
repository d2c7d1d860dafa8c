/** `/vendors?create=1` opens the Create New Vendor dialog (the dashboard's Create Vendor buttons link here). */
export const CREATE_VENDOR_PARAM = 'create';
export const CREATE_VENDOR_PATH = `/vendors?${CREATE_VENDOR_PARAM}=1`;

export const PRODUCT_NAME = 'SL Vendor Platform';

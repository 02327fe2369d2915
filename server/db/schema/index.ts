/** The whole data model: every table, view and relation, by area. */
export * from './auth';
export * from './catalog';
export * from './customers';
export * from './loyalty';
export * from './orders';
export * from './payments';
export * from './platform';
export * from './printing';
export * from './settings';
export * from './cash';
export * from './relations';
export * from './messages';
export * from './promotions';
export * from './invoices';
export * from './closings';
export * from './marketing';
export * from './riders';

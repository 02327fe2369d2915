/** drizzle relations for the relational query API (db.query.*). */
import { relations } from 'drizzle-orm';
import { account, session, user, userRoles } from './auth';
import { accompagnements, categories, produits, produitsAccompagnements } from './catalog';
import { customerAddresses, customers, vipLevels } from './customers';
import { customerMissionProgress, loyaltyTransactions, missions, vouchers } from './loyalty';
import { customerReviews, notificationOutbox, orderItems, orderStatusHistory, orders } from './orders';
import { e2eTestResults, e2eTestRuns, e2eTestSuites } from './platform';

export const categoriesRelations = relations(categories, ({ many }) => ({ produits: many(produits) }));

export const produitsRelations = relations(produits, ({ one, many }) => ({
  category: one(categories, { fields: [produits.category_id], references: [categories.id] }),
  accompagnements: many(produitsAccompagnements),
}));

export const accompagnementsRelations = relations(accompagnements, ({ many }) => ({
  produits: many(produitsAccompagnements),
}));

export const produitsAccompagnementsRelations = relations(produitsAccompagnements, ({ one }) => ({
  produit: one(produits, { fields: [produitsAccompagnements.produit_id], references: [produits.id] }),
  accompagnement: one(accompagnements, {
    fields: [produitsAccompagnements.accompagnement_id],
    references: [accompagnements.id],
  }),
}));

export const userRelations = relations(user, ({ many, one }) => ({
  sessions: many(session),
  accounts: many(account),
  role: one(userRoles),
  customer: one(customers),
}));

export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));

export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));

export const userRolesRelations = relations(userRoles, ({ one }) => ({
  user: one(user, { fields: [userRoles.user_id], references: [user.id] }),
}));

export const vipLevelsRelations = relations(vipLevels, ({ many }) => ({ customers: many(customers) }));

export const customersRelations = relations(customers, ({ one, many }) => ({
  user: one(user, { fields: [customers.auth_user_id], references: [user.id] }),
  vip_level: one(vipLevels, { fields: [customers.vip_level_id], references: [vipLevels.id] }),
  addresses: many(customerAddresses),
  orders: many(orders),
  loyalty_transactions: many(loyaltyTransactions),
  mission_progress: many(customerMissionProgress),
  vouchers: many(vouchers),
  reviews: many(customerReviews),
}));

export const customerAddressesRelations = relations(customerAddresses, ({ one }) => ({
  customer: one(customers, { fields: [customerAddresses.customer_id], references: [customers.id] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  customer: one(customers, { fields: [orders.customer_id], references: [customers.id] }),
  items: many(orderItems),
  status_history: many(orderStatusHistory),
  review: one(customerReviews),
  notifications: many(notificationOutbox),
  loyalty_transactions: many(loyaltyTransactions),
  vouchers: many(vouchers),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.order_id], references: [orders.id] }),
  produit: one(produits, { fields: [orderItems.product_id], references: [produits.id] }),
  accompagnement: one(accompagnements, { fields: [orderItems.accompaniment_id], references: [accompagnements.id] }),
}));

export const orderStatusHistoryRelations = relations(orderStatusHistory, ({ one }) => ({
  order: one(orders, { fields: [orderStatusHistory.order_id], references: [orders.id] }),
}));

export const customerReviewsRelations = relations(customerReviews, ({ one }) => ({
  order: one(orders, { fields: [customerReviews.order_id], references: [orders.id] }),
  customer: one(customers, { fields: [customerReviews.customer_id], references: [customers.id] }),
}));

export const notificationOutboxRelations = relations(notificationOutbox, ({ one }) => ({
  order: one(orders, { fields: [notificationOutbox.order_id], references: [orders.id] }),
}));

export const missionsRelations = relations(missions, ({ many }) => ({ progress: many(customerMissionProgress) }));

export const customerMissionProgressRelations = relations(customerMissionProgress, ({ one }) => ({
  customer: one(customers, { fields: [customerMissionProgress.customer_id], references: [customers.id] }),
  mission: one(missions, { fields: [customerMissionProgress.mission_id], references: [missions.id] }),
}));

export const vouchersRelations = relations(vouchers, ({ one }) => ({
  customer: one(customers, { fields: [vouchers.customer_id], references: [customers.id] }),
  order: one(orders, { fields: [vouchers.order_id], references: [orders.id] }),
}));

export const loyaltyTransactionsRelations = relations(loyaltyTransactions, ({ one }) => ({
  customer: one(customers, { fields: [loyaltyTransactions.customer_id], references: [customers.id] }),
  order: one(orders, { fields: [loyaltyTransactions.order_id], references: [orders.id] }),
}));

export const e2eTestSuitesRelations = relations(e2eTestSuites, ({ many }) => ({ runs: many(e2eTestRuns) }));

export const e2eTestRunsRelations = relations(e2eTestRuns, ({ one, many }) => ({
  suite: one(e2eTestSuites, { fields: [e2eTestRuns.test_suite_id], references: [e2eTestSuites.id] }),
  results: many(e2eTestResults),
}));

export const e2eTestResultsRelations = relations(e2eTestResults, ({ one }) => ({
  run: one(e2eTestRuns, { fields: [e2eTestResults.test_run_id], references: [e2eTestRuns.id] }),
}));

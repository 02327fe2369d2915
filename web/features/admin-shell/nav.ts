/**
 * The back-office menus (back-office §2 Admin layout): operators get the catalogue and orders,
 * admins also loyalty, tests, e-mail, users and settings. Pages outside the operator set are
 * admin-only, events and the auth e-mail test included.
 */
import {
  Award,
  Bike,
  BadgePercent,
  ChefHat,
  ClipboardList,
  FlaskConical,
  FolderTree,
  Images,
  LayoutDashboard,
  Mail,
  MessageSquareHeart,
  Salad,
  Settings,
  UtensilsCrossed,
  Wallet,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { StaffRole } from '../../lib/session';
import { paths } from '../../config/paths';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  adminOnly: boolean;
  /** Shown in the bottom navigation below 768 px. */
  mobile: boolean;
}

const item = (to: string, label: string, icon: LucideIcon, adminOnly: boolean, mobile = false): NavItem => ({ to, label, icon, adminOnly, mobile });

const ADMIN_NAV: NavItem[] = [
  item(paths.admin.dashboard.getHref(), 'Dashboard', LayoutDashboard, false, true),
  item(paths.admin.categories.getHref(), 'Catégories', FolderTree, false),
  item(paths.admin.products.getHref(), 'Produits', UtensilsCrossed, false, true),
  item(paths.admin.accompagnements.getHref(), 'Accompagnements', Salad, false),
  item(paths.admin.orders.getHref(), 'Commandes', ClipboardList, false, true),
  item(paths.admin.kitchen.getHref(), 'Cuisine', ChefHat, false),
  item(paths.admin.images.getHref(), 'Images', Images, false),
  item(paths.admin.loyalty.getHref(), 'Fidélité', Award, true),
  // operators see the offers to pause and resume them; the rest is admins'
  item(paths.admin.promotions.getHref(), 'Promotions', BadgePercent, false),
  // the customers' ratings: whoever is on duty answers a low one
  item(paths.admin.reviews.getHref(), 'Avis', MessageSquareHeart, false),
  // whoever counts the drawer at the end of the service closes the day
  item(paths.admin.closing.getHref(), 'Clôture', Wallet, false),
  // operators check off the riders' cash; admins also keep the list
  item(paths.admin.riders.getHref(), 'Livreurs', Bike, false),
  item(paths.admin.e2eTests.getHref(), 'Tests E2E', FlaskConical, true),
  item(paths.admin.emailTest.getHref(), 'Test Email', Mail, true),
  item(paths.admin.users.getHref(), 'Utilisateurs', Users, true),
  item(paths.admin.settings.getHref(), 'Paramètres', Settings, true, true),
];

// Admin-only pages, those outside the menu included; any other path (unknown ones redirect to the
// dashboard) is open to operators.
const ADMIN_ONLY_PATHS = [
  ...ADMIN_NAV.filter((entry) => entry.adminOnly).map((entry) => entry.to),
  paths.admin.events.getHref(),
  paths.admin.authTest.getHref(),
];

export function navFor(role: StaffRole): NavItem[] {
  return ADMIN_NAV.filter((entry) => role === 'admin' || !entry.adminOnly);
}

export function canOpenAdminPath(role: StaffRole, pathname: string): boolean {
  if (role === 'admin') return true;
  return !ADMIN_ONLY_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

export const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Administrateur', operator: 'Opérateur' };

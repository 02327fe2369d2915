-- Orders placed before order-ahead existed were all 'Dès que possible': the kitchen started them when they were placed.
UPDATE "orders" SET "fire_at" = "created_at";

-- Failed sign-ins are counted in the RateLimiter Durable Object (one per e-mail and per IP),
-- so this table was never used.
DROP TABLE `login_attempts`;
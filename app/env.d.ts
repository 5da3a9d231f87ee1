/// <reference types="@cloudflare/workers-types" />
import type { RateLimiter } from "../workers/rate-limiter";
import type { UserCredits } from "../workers/user-credits";

declare global {
  interface Env {
    DB: D1Database;
    IMAGES: R2Bucket;
    /** The Cloudflare Images binding: resizes and re-encodes pictures (app/server/images). */
    IMAGES_TRANSFORM: ImagesBinding;
    CREDITS: DurableObjectNamespace<UserCredits>;
    RATE_LIMITER: DurableObjectNamespace<RateLimiter>;
    AI?: Ai;
    ASSETS: Fetcher;
    APP_ENV: string;
    APP_ORIGIN?: string;
    APP_SECRET?: string;
    WHATSAPP_NUMBER: string;
    SUPPORT_PHONE: string;
    SUPPORT_EMAIL: string;
    MAP_TILE_URL: string;
    GOOGLE_CLIENT_ID?: string;
    GOOGLE_CLIENT_SECRET?: string;
    FACEBOOK_CLIENT_ID?: string;
    FACEBOOK_CLIENT_SECRET?: string;
    EMAIL_API_URL?: string;
    EMAIL_API_KEY?: string;
    EMAIL_FROM?: string;
    RAZORPAY_KEY_ID?: string;
    RAZORPAY_KEY_SECRET?: string;
    RAZORPAY_WEBHOOK_SECRET?: string;
  }
  namespace Cloudflare {
    interface Env extends globalThis.Env {}
  }
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: {
      env: Env;
      ctx: ExecutionContext;
      cf: Request["cf"];
      caches: CacheStorage;
    };
  }
}

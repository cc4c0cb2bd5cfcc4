// Lint: the layer rings (docs/architecture.md), operator dates and currency, and a few rules that
// catch real mistakes. Formatting is Prettier's (npm run format).
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import {
  BOOKING_MODELS,
  CONTEXT_LAYERS,
  DEFINITION_FILES,
  PURE_MODULES,
  SHARED_KERNEL,
  WRITE_METHODS,
  forbiddenFor,
} from "./lib/domain/context-map.mjs";

const rawDb = ["@/lib/db", "@/lib/db/*", "../db", "../db/*", "../../db", "../../db/*", "../../../db", "../../../db/*"];

/** Imports a ring may not use: everything in a ring further out. */
const outside = {
  app: {
    group: ["@/app/*", "**/app/*"],
    message: "lib never imports app/: pass what it needs in (see docs/architecture.md).",
  },
  components: { group: ["@/components/*", "**/components/*"], message: "lib never imports components/." },
  http: {
    group: ["@/lib/http/*", "**/http/*", "**/lib/http/*"],
    message: "The HTTP ring sits above the domain: throw AppError from lib/core/errors.",
  },
  page: { group: ["@/lib/page/*", "**/page/*", "**/lib/page/*"], message: "Page helpers sit above the domain." },
  composition: {
    group: ["@/lib/composition/*", "**/composition/*"],
    message: "The composition root sits above the domain.",
  },
  client: {
    group: ["@/lib/client/*", "../client/*", "../../client/*"],
    message: "Browser code is not for the server rings.",
  },
  domain: {
    group: [
      "@/lib/domain/*",
      "**/domain/*",
      "@/lib/resources/*",
      "**/resources/*",
      "@/lib/auth/*",
      "**/auth/*",
      "@/lib/mail/*",
      "**/mail/*",
    ],
    message: "The core ring knows no domain.",
  },
  next: {
    group: ["next", "next/*", "next-auth", "next-auth/*"],
    message: "Domain and core code know nothing of Next.js: the HTTP and page rings adapt.",
  },
  rawDb: { group: [...rawDb], message: "Import the database from lib/core/db." },
  database: {
    group: ["@/lib/core/db", "../core/db", "../../core/db", ...rawDb],
    message:
      "Pages, route handlers and components do not query the database: call a named function of lib/page or the domain.",
  },
  appExceptActions: {
    group: ["@/app/**", "**/app/**", "!@/app/actions", "!@/app/actions/**", "!**/app/actions", "!**/app/actions/**"],
    message: "Components import app/ only for its server actions (app/actions).",
  },
};
const forbid = (...keys) => ["error", { patterns: keys.map((k) => outside[k]) }];
// the rings every layer below them (core, domain, the client helpers) keeps out of
const OUTER_RINGS = ["app", "components", "http", "page", "composition"];

/**
 * The context map (lib/domain/context-map.mjs): a context folder imports no context of its own
 * layer or above, except the shared kernel. One entry per context, with the domain ring's own
 * limits, since a later entry's no-restricted-imports replaces an earlier one's.
 */
const contextRules = CONTEXT_LAYERS.flat().flatMap((context) =>
  // a file right in the context's folder reaches lib/<ring> as ../../<ring> (lib/mail is the mail
  // ring, not the mail context); a file one folder deeper reaches another context that way
  [
    { files: [`lib/domain/${context}/*`], nested: false },
    { files: [`lib/domain/${context}/*/**`], nested: true },
  ].map(({ files, nested }) => ({
    files,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...["app", "components", "http", "page", "composition", "client", "next", "rawDb"].map((k) => outside[k]),
            ...forbiddenFor(context).map((other) => ({
              group: [
                `@/lib/domain/${other}/*`,
                `**/domain/${other}/*`,
                `../${other}/*`,
                ...(nested ? [`../../${other}/*`] : []),
                ...SHARED_KERNEL.filter((k) => k.startsWith(`${other}/`)).flatMap((k) => [
                  `!@/lib/domain/${k}`,
                  `!**/domain/${k}`,
                  `!../${k}`,
                  `!../../${k}`,
                ]),
              ],
              message: `${context} sits below ${other} on the context map (docs/architecture.md): pass what it needs in, or move the code up.`,
            })),
          ],
        },
      ],
    },
  })),
);

/** Code shapes refused everywhere (tests, seeds and scripts aside). */
const houseSyntax = [
  {
    selector:
      "CallExpression[callee.property.name='slice'] > MemberExpression.callee > CallExpression.object[callee.property.name='toISOString']",
    message:
      "toISOString().slice(0, 10) is the UTC date: use operatorToday() for today and isoDate() for a DATE column.",
  },
  {
    selector: "Literal[value='EUR']",
    message: "Use defaultCurrency() (settings.general.defaultCurrency), not a literal currency.",
  },
];

/** tx.booking.update(...), db().bookingRoom.create(...) ...: only lib/domain/booking writes the booking aggregate. */
const bookingWrites = {
  selector: `CallExpression[callee.property.name=/^(${WRITE_METHODS.join("|")})$/][callee.object.property.name=/^(${BOOKING_MODELS.join("|")})$/]`,
  message:
    "Only lib/domain/booking writes a booking: call one of its use cases (docs/architecture.md, the context map).",
};

/** Pure modules of the rings that browser code (lib/client) may import as values: they import nothing. */
const CLIENT_PURE = ["access/paths", "i18n/locale"];

/**
 * Pages and components: a screen's data comes through lib/page (named loaders), never the domain
 * directly; of the domain they import types, the pure modules and resource definitions
 * (lib/domain/context-map.mjs). Route handlers call their use case directly.
 */
const screenImports = [
  "error",
  {
    paths: [
      {
        name: "@/lib/resources/engine",
        allowImportNames: ["can"],
        allowTypeImports: true,
        message: "Screens load records through lib/page (loadRecord, loadList).",
      },
    ],
    patterns: [
      {
        group: [
          "@/lib/domain/*/**",
          ...PURE_MODULES.map((m) => `!@/lib/domain/${m}`),
          ...DEFINITION_FILES.map((f) => `!@/lib/domain/*/${f}`),
        ],
        allowTypeImports: true,
        message:
          "Screens load data through lib/page, not the domain; of the domain they import types, the pure modules and resource definitions (docs/architecture.md).",
      },
    ],
  },
];

const CORE = ["lib/core/**", "lib/access/**", "lib/i18n/**", "lib/validation/**"];
const DOMAIN = ["lib/domain/**", "lib/resources/**", "lib/auth/**", "lib/mail/**"];
const HTTP_PAGE = ["lib/http/**", "lib/page/**", "lib/composition/**", "lib/i18n/request.ts"];

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      ".next/",
      "lib/db/generated/",
      "next-env.d.ts",
      "test-results/",
      "playwright-report/",
      ".e2e-data/",
      ".bench-data*/",
      "data/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mjs}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      // TypeScript checks names; ESLint's own list of globals does not know Node's and the DOM's
      "no-undef": "off",
      "no-restricted-syntax": ["error", ...houseSyntax, bookingWrites],
      "max-len": [
        "error",
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true, ignoreRegExpLiterals: true },
      ],
    },
  },
  {
    files: CORE,
    ignores: ["lib/i18n/request.ts"],
    rules: {
      "no-restricted-imports": forbid(...OUTER_RINGS, "client", "domain", "next"),
    },
  },
  {
    files: ["lib/core/**"],
    ignores: ["lib/core/db.ts"],
    rules: {
      "no-restricted-imports": forbid(...OUTER_RINGS, "client", "domain", "next", "rawDb"),
    },
  },
  {
    files: DOMAIN,
    rules: {
      "no-restricted-imports": forbid(...OUTER_RINGS, "client", "next", "rawDb"),
    },
  },
  ...contextRules,
  { files: HTTP_PAGE, rules: { "no-restricted-imports": forbid("app", "components", "client", "rawDb") } },
  {
    files: ["lib/client/**"],
    rules: {
      "no-restricted-imports": forbid(...OUTER_RINGS, "domain", "rawDb", "database"),
      // types only from the rings, besides two pure modules that import nothing (checked below)
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "@/lib/*/**",
                "../*/**",
                "!@/lib/client/**",
                ...CLIENT_PURE.flatMap((m) => [`!@/lib/${m}`, `!../${m}`]),
              ],
              allowTypeImports: true,
              message: "lib/client is browser code: it imports only types from the rings (docs/architecture.md).",
            },
          ],
        },
      ],
    },
  },
  {
    files: CLIENT_PURE.map((m) => `lib/${m}.ts`),
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["*"], message: "Browser code imports this module: it stays pure and imports nothing." }],
        },
      ],
    },
  },
  { files: ["app/**"], rules: { "no-restricted-imports": forbid("database") } },
  {
    files: ["components/**"],
    rules: {
      "no-restricted-imports": forbid("database", "appExceptActions"),
      "@typescript-eslint/no-restricted-imports": screenImports,
    },
  },
  {
    files: ["app/**/page.tsx", "app/**/layout.tsx"],
    rules: { "@typescript-eslint/no-restricted-imports": screenImports },
  },
  { files: ["lib/domain/booking/**"], rules: { "no-restricted-syntax": ["error", ...houseSyntax] } },
  // where the literal and the UTC date are the point: the defaults themselves, the date helpers, seeds and tests
  {
    files: [
      "lib/core/dates.ts",
      "lib/domain/settings/defaults.ts",
      "prisma/seed/**",
      "tests/**",
      "bench/**",
      "scripts/**",
    ],
    rules: { "no-restricted-syntax": "off" },
  },
  { files: ["tests/**", "bench/**", "scripts/**"], rules: { "max-len": "off", "react-hooks/rules-of-hooks": "off" } },
  {
    files: ["public/**/*.js"],
    languageOptions: { globals: { self: "readonly", caches: "readonly", fetch: "readonly", URL: "readonly" } },
  },
);

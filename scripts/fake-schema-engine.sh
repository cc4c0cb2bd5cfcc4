#!/bin/sh
# Stand-in so the prisma CLI does not download its native schema-engine: `prisma generate` only
# needs the binary to exist. Migrations run through @prisma/schema-engine-wasm (lib/db/schema-engine.ts).
echo "schema-engine-cli 0.0.0-offline-stub"

import { warnOfLostGuarantees } from "@/lib/config/deployment-warnings";
import { env, exitOnInvalidEnv } from "@/lib/core/env";
import { startMigrations } from "@/lib/db";
import { startServerJobWorker } from "@/lib/runtime/server-worker";
import { startCrashRepair } from "@/lib/runtime/crash-repair";
import { startWebCopiesBackfill } from "@/lib/runtime/image-backfill";
import { guardErrorAnswers } from "@/lib/http/error-answers";
import { refuseUnservedMethods } from "@/lib/http/method-gate";
import { stampPeerAddresses } from "@/lib/net/peer-address";
import { startUploadSweep } from "@/lib/storage/upload-sweep";
import sharp from "sharp";

// Runs once when the server starts, before it accepts requests: fail fast on bad configuration
// (the process exits), stamp every request with its socket's address (the client-IP and
// loopback checks read it), then apply pending migrations, so a fresh DATA_DIR (or a fresh
// PostgreSQL database) needs no extra command.
// Migrations run in the background and are retried until the database answers: a database
// that is down must not keep the server (and the pages that need no database) from starting.
// The job worker (story generation, images; none with JOB_WORKER=off), the web copies of older
// page images and the repair of what a stopped server left behind (crash-repair.ts) wait for
// them the same way. Raw uploads never attached are swept from storage at start and every 15
// minutes.
exitOnInvalidEnv();
stampPeerAddresses();
// No error answer is cacheable, and a page that failed for a database outage answers 503.
guardErrorAnswers();
// A method Next cannot serve (TRACE made it throw) answers 405; after the guard, which sees that 405.
refuseUnservedMethods();
// libvips would keep up to 50 MB of recent operations, but every image is processed once (its
// copies are stored, and PDFs have their own cache): keeping them only costs memory.
sharp.cache(false);
warnOfLostGuarantees(env());
startMigrations();
startServerJobWorker();
startWebCopiesBackfill();
startUploadSweep();
startCrashRepair();

import { describe, expect, it, vi } from "vitest";
import { AppError } from "@/lib/core/errors";
import { STORAGE_FULL, STORAGE_UNAVAILABLE, storageFailure } from "@/lib/storage/failures";

// The admin reads what image storage could not do, never a path or an errno.

const errno = (code: string, message: string) => Object.assign(new Error(message), { code });

describe("a storage failure", () => {
  vi.spyOn(console, "error").mockImplementation(() => {});

  it("is a 503 without the path or the errno for a local disk that refuses", () => {
    const failure = storageFailure("save", errno("EPERM", "EPERM: operation not permitted, chmod '/srv/data/uploads/generated'"));
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ status: 503, message: STORAGE_UNAVAILABLE.save });
    expect((failure as AppError).message).not.toMatch(/\/|EPERM|chmod/);
  });

  it("says the storage is full for ENOSPC", () => {
    expect(storageFailure("save", errno("ENOSPC", "ENOSPC: no space left on device, write"))).toMatchObject({ status: 503, message: STORAGE_FULL });
  });

  it("is a 503 for an S3 service error or a network error", () => {
    const s3 = Object.assign(new Error("Access Denied"), { name: "AccessDenied", $metadata: { httpStatusCode: 403 }, $fault: "client" });
    expect(storageFailure("read", s3)).toMatchObject({ status: 503, message: STORAGE_UNAVAILABLE.read });
    expect(storageFailure("delete", errno("ECONNREFUSED", "connect ECONNREFUSED 10.0.0.5:9000"))).toMatchObject({
      status: 503,
      message: STORAGE_UNAVAILABLE.delete,
    });
  });

  it("leaves a bug, or a refusal already worded, as it was", () => {
    const bug = new TypeError("x is undefined");
    expect(storageFailure("save", bug)).toBe(bug);
    const refusal = new AppError("bad_request", "Invalid image");
    expect(storageFailure("save", refusal)).toBe(refusal);
  });
});

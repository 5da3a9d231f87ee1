// parseForm (app/server/http/form.server.ts), the one parser of posted Conform forms: whatever names,
// values and `__intent__` arrive, it never throws, its reply never throws, and a post it cannot
// take is refused with the form-level message (docs/product.md#requests).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseForm, UNREADABLE_FORM, unreadableEntries } from "~/server/http/form.server";

const schema = z.object({
  email: z.string().email(),
  count: z.coerce.number().int().optional(),
  models: z.array(z.string().min(1)).default([]),
});

function formOf(entries: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

// Names built from the pieces that break parsers: dots, brackets, indexes, the prototype's names.
const namePiece = fc.constantFrom(
  "email",
  "count",
  "models",
  "x",
  "__proto__",
  "constructor",
  "prototype",
  ".",
  "[",
  "]",
  "[0]",
  "[]",
  "[99999999]",
  "[-1]",
  "__intent__",
);
const hostileName = fc.oneof(
  fc.array(namePiece, { minLength: 1, maxLength: 5 }).map((p) => p.join("")),
  fc.string(),
);
const intentValue = fc.oneof(
  fc.string(),
  fc.json(),
  fc
    .record({
      type: fc.constantFrom("validate", "reset", "update", "insert", "remove", "reorder", "other"),
      payload: fc.record(
        {
          name: hostileName,
          index: fc.oneof(fc.integer(), fc.double()),
          from: fc.integer(),
          to: fc.integer(),
          value: fc.jsonValue(),
          defaultValue: fc.jsonValue(),
        },
        { requiredKeys: [] },
      ),
    })
    .map((intent) => JSON.stringify(intent)),
);

describe("parseForm", () => {
  it("never throws, nor does its reply, for any names, values and intent", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(hostileName, fc.string({ maxLength: 20 })), { maxLength: 8 }),
        fc.option(intentValue, { nil: undefined }),
        (entries, intent) => {
          const form = formOf(entries);
          if (intent !== undefined) form.set("__intent__", intent);
          const submission = parseForm(form, { schema });
          const reply = submission.reply({ formErrors: ["extra"], hideFields: ["email"] });
          expect(JSON.parse(JSON.stringify(reply))).toBeTruthy();
          // Nothing is ever taken from a post that names the prototype.
          if (entries.some(([name]) => /__proto__|constructor|prototype/.test(name))) {
            expect(submission.status).not.toBe("success");
          }
        },
      ),
      { numRuns: 2000 },
    );
    expect(Object.prototype).not.toHaveProperty("polluted");
  });

  it.each([
    "{",
    "null",
    '"x"',
    "[]",
    '{"type":"insert"}',
    '{"type":"update","payload":{"name":"__proto__.x","value":"1"}}',
    '{"type":"update","payload":{"value":{"__proto__":{"polluted":1}}}}',
    '{"type":"update","payload":{"value":{"\\u005f_proto__":{"polluted":1}}}}',
    '{"type":"insert","payload":{"name":"email"}}',
    '{"type":"update","payload":{"name":"models","index":99999999,"value":"m"}}',
    '{"type":"insert","payload":{"name":"models[0].x"}}',
  ])("__intent__=%s: refused with the form-level message, nothing echoed", (intent) => {
    const submission = parseForm(
      formOf([
        ["email", "a@example.test"],
        ["__intent__", intent],
      ]),
      { schema },
    );
    expect(submission.status).toBe("error");
    const reply = submission.reply({ formErrors: ["Could not save"] });
    expect(reply.error?.[""]).toEqual([UNREADABLE_FORM, "Could not save"]);
    expect(reply.initialValue).toBeNull();
  });

  it.each(["__proto__.x", "constructor", "a.prototype", "models[0].x", "email[0]", "models[1000]", "models[][0]"])(
    "a field named %s is refused",
    (name) => {
      expect(
        parseForm(
          formOf([
            ["email", "a@example.test"],
            [name, "1"],
          ]),
          { schema },
        ).status,
      ).toBe("error");
    },
  );

  it("ordinary forms and Conform's own intents still parse", () => {
    const ok = parseForm(
      formOf([
        ["email", "a@example.test"],
        ["models[0]", "m1"],
        ["models[1]", "m2"],
        ["other", "x"],
      ]),
      {
        schema,
      },
    );
    expect(ok.status).toBe("success");
    if (ok.status === "success") expect(ok.value.models).toEqual(["m1", "m2"]);
    const insert = parseForm(
      formOf([
        ["email", "a@example.test"],
        ["models[0]", "m1"],
        ["__intent__", JSON.stringify({ type: "insert", payload: { name: "models", defaultValue: "m2" } })],
      ]),
      { schema },
    );
    expect(insert.status).toBeUndefined();
    expect(insert.reply().initialValue).toMatchObject({ models: ["m1", "m2"] });
  });
});

describe("unreadableEntries", () => {
  it("refuses more than 1,000 fields and text that was not UTF-8, and nothing else", () => {
    expect(unreadableEntries(formOf(Array.from({ length: 1000 }, (): [string, string] => ["a", "1"])))).toBeNull();
    expect(unreadableEntries(formOf(Array.from({ length: 1001 }, (): [string, string] => ["a", "1"])))).toMatch(
      /too many/,
    );
    expect(unreadableEntries(formOf([["a", "caf\uFFFD"]]))).toMatch(/UTF-8/);
    expect(unreadableEntries(formOf([["\uFFFD", "x"]]))).toMatch(/UTF-8/);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 20 }), (entries) => {
        const clean = entries.map(([k, v]): [string, string] => [
          k.replaceAll("\uFFFD", ""),
          v.replaceAll("\uFFFD", ""),
        ]);
        expect(unreadableEntries(formOf(clean))).toBeNull();
      }),
    );
  });
});

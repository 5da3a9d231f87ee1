// app/components/ui/text.tsx draws Radix Themes' Text, Heading, Flex and a link-as-button with
// plain elements, so the list view's scripts do without Radix's props machinery (decision 0050).
// The page must look the same: each renders the same element, classes and attributes as Radix.
import * as Radix from "@radix-ui/themes";
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as Plain from "~/components/ui/text";

/** The tag, attributes and class set of the first element of some HTML. */
function shape(html: string) {
  const open = /^<(\w+)([^>]*)>/.exec(html);
  if (!open) throw new Error(`no element in ${html}`);
  const attrs: Record<string, string> = {};
  for (const m of open[2]!.matchAll(/([\w-]+)="([^"]*)"/g)) attrs[m[1]!] = m[2]!;
  const classes = (attrs.class ?? "").split(/\s+/).filter(Boolean).sort();
  delete attrs.class;
  return { tag: open[1], attrs, classes, inner: html.slice(open[0].length) };
}

const same = (plain: ReactElement, radix: ReactElement) =>
  expect(shape(renderToString(plain))).toEqual(shape(renderToString(radix)));

describe("plain Text, Heading and Flex render as Radix Themes' do", () => {
  const textCases: Record<string, unknown>[] = [
    {},
    { as: "div", size: "2", weight: "bold", mx: "2", mt: "1", truncate: true },
    { as: "div", size: "1", color: "gray", mx: "2", mb: "1", truncate: true },
    { as: "p", size: "2", color: "gray", m: "2" },
    { as: "span", size: "1", color: "green", mr: "2" },
    { size: "8", weight: "bold", color: "gray", "aria-hidden": true },
    { as: "p", color: "gray", align: "center", id: "x", title: "t" },
  ];
  for (const props of textCases)
    it(`Text ${JSON.stringify(props)}`, () =>
      same(createElement(Plain.Text, props as never, "words"), createElement(Radix.Text, props as never, "words")));

  const headingCases: Record<string, unknown>[] = [
    { as: "h1", size: "6" },
    { as: "h1", size: "6", align: "center" },
    { as: "h2", size: "4", mb: "2" },
  ];
  for (const props of headingCases)
    it(`Heading ${JSON.stringify(props)}`, () =>
      same(
        createElement(Plain.Heading, props as never, "title"),
        createElement(Radix.Heading, props as never, "title"),
      ));

  const flexCases: Record<string, unknown>[] = [
    { direction: "column", align: "center", gap: "4", className: "error-page" },
    { direction: "column", align: "center", justify: "center", gap: "3", py: undefined },
    { gap: "2", wrap: "wrap", justify: "between" },
  ];
  for (const props of flexCases)
    it(`Flex ${JSON.stringify(props)}`, () =>
      same(createElement(Plain.Flex, props as never, "x"), createElement(Radix.Flex, props as never, "x")));

  for (const size of ["2", "3"] as const)
    it(`a link drawn as Radix's Button, size ${size}`, () =>
      same(
        createElement("a", { href: "/", ...Plain.buttonProps({ size }) }, "Home"),
        createElement(Radix.Button, { asChild: true, size }, createElement("a", { href: "/" }, "Home")),
      ));
});

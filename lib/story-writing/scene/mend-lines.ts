import type { Bi, MENDERS, MendKind, Trouble } from "@/lib/story-writing/scene/content-schema";
import type { MendLine, Role, Trait } from "@/lib/story-writing/scene/pepita-words";

// Page 6 is stitched from lines written apart from the problem they follow: her role's way in, the
// arc's own mend, a word of thanks and a last sentence (her second trait's deed, else Abuelita's
// thought). Each is chosen here to fit page 5's problem as it went and as it was put right.

// Laughing, giggling, chuckling and "reír" in every form (se rió, reía, risas, carcajadas), never "sonrisa".
const LAUGH = {
  en: /(?<!\p{L})(giggl|laugh|chuckl)/iu,
  es: /(?<!\p{L})(r[ií]en?(?!\p{L})|re[ií]r|ri[oó](?!\p{L})|re[ií](a|an|mos)(?!\p{L})|ris(a|as|ita|itas)(?!\p{L})|carcajad)/iu,
};

/** Whether somebody laughs in the sentence, in either language. */
export function laughs(line: Bi): boolean {
  return LAUGH.en.test(line.en) || LAUGH.es.test(line.es);
}

/** Page 5's problem as page 6 must answer it: what went wrong, who put it right and how, whether someone was scared or in tears, whether it befell Pepita or was her own slip. */
export type Mend = {
  trouble: Trouble;
  mendedBy?: (typeof MENDERS)[number];
  mend?: MendKind[];
  tender?: boolean;
  sad?: boolean;
  herself?: boolean;
  slip?: boolean;
};

/** Someone was frightened, in tears or sad (a little boy crying for his mamá, the photo of Abuelita's late papá missing): laughing would read as laughing at them. */
export function noLaughingAt(problem: Mend): boolean {
  return problem.trouble === "scare" || problem.tender === true || problem.sad === true;
}

/** A line of page 6 and what it asks of the problem before it; `forHelp`: thanks for Pepita's help or says she helps, never said when the trouble was her own. */
export type AfterLine = MendLine;

/**
 * Whether a page-6 line can follow the problem and the mend as it was made: only after the
 * troubles it names; no credit to Pepita for a mend someone else made, no looking on at one she
 * made herself; no thanks for helping with a trouble of her own, and no telling Abuelita not to
 * worry about Pepita's own slip; and no laughing once someone was frightened, in tears or sad (Pepita
 * lost in the crowd and found again, a little boy crying for his mamá), which would read as
 * laughing at them. Nor does she roll up her sleeves before a mend her hands have no part in (she
 * only points: the glasses are on Abuelita's head), nor say "Follow me!" where there is nowhere to go;
 * "Here is what we'll do" goes before work or a way to go alike.
 */
export function follows(line: AfterLine, problem: Mend): boolean {
  return (
    (!line.after || line.after.includes(problem.trouble)) &&
    fitsMend(line, problem.mend ?? ["hands"]) &&
    (problem.mendedBy ? !line.credits : !line.onlooker) &&
    !((problem.herself || problem.slip) && line.forHelp) &&
    !(problem.slip && line.reassures) &&
    !(noLaughingAt(problem) && laughs(line))
  );
}

/** Whether a line that sets to work or leads the way follows a mend that does one of those; a line that does neither follows any. */
function fitsMend(line: AfterLine, mend: readonly MendKind[]): boolean {
  const acts: MendKind[] = [...(line.handsOn ? ["hands" as const] : []), ...(line.leads ? ["leading" as const] : [])];
  return !acts.length || acts.some((act) => mend.includes(act));
}

/**
 * The lines page 6 can choose among after the problem: `fix`, her role's way of meeting it (brave in
 * her role's way when the trouble is her own); `thanks`; `deeds`, her second trait's deed after the
 * mend, else Abuelita's `thoughts`, which also end the page when every deed laughs after a laugh.
 */
export function mendLines(
  problem: Mend,
  told: { role: Role; second: Trait; thanks: readonly AfterLine[]; thoughts: readonly AfterLine[]; teddy: boolean },
): { fix: (Bi & { sleeves?: boolean })[]; thanks: AfterLine[]; deeds: Bi[]; thoughts: Bi[] } {
  const thoughts = told.thoughts.filter((line) => follows(line, problem));
  // While her own trouble is seen to (in the dentist's chair), she is not off doing her trait's deed.
  const deeds = problem.herself ? [] : told.second.afterMend.filter((line) => follows(line, problem));
  return {
    // In the chair with her own sore tooth she is brave and holds still; she is not helping anyone.
    fix: problem.herself
      ? told.role.caredFor.filter((line) => (told.teddy || !line.teddy) && !line.forHelp)
      : told.role.fix.filter((line) => follows(line, problem)),
    thanks: told.thanks.filter((line) => follows(line, problem)),
    deeds: deeds.length ? deeds : thoughts,
    thoughts,
  };
}

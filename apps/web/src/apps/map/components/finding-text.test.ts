import { FINDING_CODES, type MapFinding, sampleRoadNetwork, validateMap } from '@ads/lanelet2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, serverText } from '../../../lib/i18n';
import ko from '../../../lib/i18n/locales/ko/map';
import { ALLOWED_LATIN } from '../../../lib/i18n/other-language';
import { findingSentence } from './FindingText';

// Issue 30: a finding read on a Korean screen is Korean. The validator speaks English; its
// sentences are read into Korean (locales/ko/server-map.ts), and any it does not know show the
// Korean line of their code. Tag names and values stay in backticks (shown as code).

beforeAll(async () => {
  await i18n.loadNamespaces('map');
  await i18n.changeLanguage('ko');
});
afterAll(() => i18n.changeLanguage('en'));

/** The sample road network with one of each defect the editor meets most. */
function defectiveFindings(): MapFinding[] {
  const { doc } = sampleRoadNetwork();
  const lanelets = [...doc.relations.values()].filter((r) => r.tags.type === 'lanelet');
  delete lanelets[0]!.tags.location;
  delete lanelets[1]!.tags.subtype;
  lanelets[2]!.tags.speed_limit = 'fast';
  lanelets[3]!.tags.turn_direction = 'up';
  for (const node of doc.nodes.values()) delete node.tags.ele;
  const wayId = [...doc.ways.keys()][0]!;
  doc.relations.set(900001, {
    id: 900001,
    members: [{ type: 'way', ref: wayId, role: 'refers' }],
    tags: { type: 'regulatory_element', subtype: 'traffic_light' },
  });
  doc.relations.set(900002, {
    id: 900002,
    members: [{ type: 'way', ref: 123456789, role: 'refers' }],
    tags: { type: 'regulatory_element' },
  });
  return validateMap(doc, { flavour: 'autoware' });
}

/** Latin words of a sentence outside its backticks that the checker would not allow. */
function foreignWords(sentence: string): string[] {
  const outside = sentence.split('`').filter((_part, index) => index % 2 === 0);
  const words = outside.join(' ').match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
  return words.filter((word) => !ALLOWED_LATIN.includes(word) && !/^[A-Z]$/.test(word));
}

describe('findings in Korean', () => {
  it('has a Korean line for every code the validator reports', () => {
    for (const code of Object.keys(FINDING_CODES)) {
      expect(ko.codes, code).toHaveProperty(code);
    }
  });

  it('reads every finding of a defective map in Korean, tag names as code', () => {
    const findings = defectiveFindings();
    const codes = new Set(findings.map((finding) => finding.code));
    // The defects above make these (and more): each is read, none is left in English.
    for (const code of [
      'missing_location',
      'missing_subtype',
      'missing_ele',
      'speed_limit_invalid',
    ]) {
      expect(codes, code).toContain(code);
    }
    const t = i18n.getFixedT('ko', 'map');
    for (const finding of findings) {
      const sentence = findingSentence(finding, t);
      expect(sentence, finding.message).toMatch(/[\uac00-\ud7af]/);
      expect(foreignWords(sentence), `${finding.message} → ${sentence}`).toEqual([]);
    }
  });

  it("reads the server's and the editor's refusals in Korean", () => {
    const sentences = [
      'No such map.',
      // A saver's name is what they typed: a Korean one here, so that the sentence is all Korean.
      'This map has no version 4: it is at version 6. Reload it, or export your copy first.',
      'This map was saved as version 7 by 김민수 on 2026-11-29 at 10:15 UTC while you edited version 6. Reload it, or export your copy first.',
      'The OSM file is larger than 64 MB.',
      "This file is not an OSM map: The file's root element is <html> on line 1, not <osm>: this is not an OSM XML map.",
      'This file is not an OSM map: Line 3: an attribute has no value.',
      'Lanelet 12 cannot be joined with itself.',
      'Lanelet 3 and 4 do not meet: 4 must start where 3 ends to be joined.',
      "Way 7 is lanelet 3's left bound, which it cannot do without; delete the lanelet instead (bounds nothing else uses go with it).",
      "Lanelet 3's right bound, way 9, does not exist.",
      'Node 5 of way 7 does not exist.',
      'A speed limit must be a number of km/h above 0 (got -5).',
      'Split lanelet 8 at least 1 m from its start and end (the point is 0.40 m from one).',
      'Nothing was saved: line 1: the file holds <!DOCTYPE>. An OSM map never needs a DOCTYPE or entity declarations, and they can make a reader open other files, so the file is refused; remove the declaration and send it again.',
      'This save holds no map elements, but version 3 has 23: it would empty the map. Nothing was saved; send it with confirm_empty=true if the map is meant to be empty.',
    ];
    for (const sentence of sentences) {
      const korean = serverText(sentence);
      expect(korean, sentence).toMatch(/[\uac00-\ud7af]/);
      // An XML element's name (`<html>`) is the file's own word.
      const words = foreignWords(korean.replace(/<[^>]*>/g, ''));
      expect(words, `${sentence} → ${korean}`).toEqual([]);
    }
  });
});

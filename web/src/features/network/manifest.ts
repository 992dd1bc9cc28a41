import { paths } from '@/paths.ts';
import { access } from '@/platform/access.ts';
import { byId, embedded, unkeyed } from '@/platform/apollo/cachePolicies.ts';
import { type FeatureManifest, lazyPage, screen } from '@/platform/routing/routes.ts';

const edList = lazyPage(() => import('./EdListPage.tsx'), 'EdListPage');
const units = () => import('./units/UnitsPages.tsx');
const massChange = () => import('./mass-change/MassChangePages.tsx');
const massChangeList = () => import('./mass-change/MassChangeListPage.tsx');
const influencers = () => import('./influencers/InfluencersPages.tsx');

/**
 * Gerenciador de EDs (a branch's), Gerenciador ED (the network's), Influenciadores, Gerenciador de
 * Unidades and Alteração em massa. The ED details' routes are the app's (app/pages/manifest.ts):
 * the page carries the points programme's video.
 */
export const networkManifest: FeatureManifest = {
  routes: [
    ...screen(300, 'Gerenciador de EDs', access.branch, [paths.edList], { icon: 'network', Page: edList }),
    ...screen(320, 'Influenciadores', access.agent, [paths.influencers], {
      icon: 'users',
      Page: lazyPage(influencers, 'InfluencersPage'),
    }),
    ...screen(330, 'Influenciadores', access.agent, [paths.influencerDetails], {
      Page: lazyPage(influencers, 'InfluencerDetailsPage'),
    }),
    ...screen(370, 'Gerenciador ED', access.holdingOrAdmin, [paths.networkEdList], {
      icon: 'list',
      Page: edList,
    }),
    ...screen(390, 'Gerenciador de Unidades', access.holding, [paths.units], {
      icon: 'building',
      Page: lazyPage(units, 'UnitListPage'),
    }),
    ...screen(400, 'Gerenciador de Unidades', access.holding, [paths.unitDetails], {
      Page: lazyPage(units, 'UnitDetailsPage'),
    }),
    ...screen(410, 'Alteração em massa', access.holding, [paths.massChanges], {
      icon: 'layers',
      Page: lazyPage(massChangeList, 'MassChangeListPage'),
    }),
    ...screen(420, 'Alteração em massa', access.holding, [paths.massChangeNew], {
      Page: lazyPage(massChange, 'MassChangeNewPage'),
    }),
    ...screen(430, 'Alteração em massa', access.holding, [paths.massChangeJob], {
      Page: lazyPage(massChange, 'MassChangeJobPage'),
    }),
  ],
  /** The ED managers: a page per set of arguments; an ED and its unit are entities, so the same unit on many rows is stored once. */
  typePolicies: {
    EdPage: embedded,
    Ed: byId,
    // ED details: a page of an ED's sales lives inside its Ed (one per page and size asked).
    EdSale: byId,
    EdSalePage: embedded,
    Unit: byId,
    // ED details: its bills (a page per arguments), level and stars and programmes live inside its Ed.
    EdBill: byId,
    EdBillPage: embedded,
    EdLevelStars: embedded,
    EdProgrammes: embedded,
    EdProgrammeTotals: embedded,
    // The ED's contract signature and partner check live inside its Ed.
    EdContractSignature: embedded,
    EdPartnerCheck: embedded,
    // Influenciadores: an influencer by id, a page per arguments.
    Influencer: byId,
    InfluencerPage: embedded,
    // Gerenciador de Unidades and Alteração em massa: units, parties and jobs by id; the rest embedded.
    ManagedUnit: byId,
    ManagedUnitPage: embedded,
    ManagedUnitDetails: embedded,
    UnitCycleGoal: unkeyed,
    UnitParty: byId,
    MassChange: byId,
    MassChangeRow: unkeyed,
    MassChangeRowPage: embedded,
    MassChangeDetails: embedded,
    MassChangePage: embedded,
  },
};

/**
 * The ED details route (/gerenciador-ed/{edId}, /lista-dos-afiliados/{edId}): the network's page
 * with the points programme's video player composed in here, since a feature does not import
 * another (the player keeps the points screen's states: CLOSED, LOADING, LOADED).
 */
import { EdDetailsPage } from '@/features/network/EdDetailsPage.tsx';
import { ProgrammeVideo } from '@/features/points/ProgrammeVideo.tsx';

export const EdDetailsRoute = () => <EdDetailsPage programmeVideo={<ProgrammeVideo />} />;

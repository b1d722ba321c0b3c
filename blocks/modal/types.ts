/**
 * The Modal block's attributes, as block.json declares them.
 */
import type { Trigger } from '../../src/popups/modal-settings';

// A type alias rather than an interface: block APIs require a string-indexable record.
export type ModalAttributes = {
	modalId: string;
	heading: string;
	triggerOn: Trigger;
	triggerText: string;
	triggerIcon: 'info' | 'plus' | 'play' | 'chat';
	triggerImageUrl: string;
	triggerImageAlt: string;
	afterSec: boolean;
	afterSecVal: number;
	exitIntent: boolean;
	scrollDirection: 'down' | 'up';
	scrollPercentage: number;
	scrollElement: string;
	customClasses: string;
	customIds: string;
	closeOnEsc: boolean;
	closeOnOverlay: boolean;
	cookies: boolean;
	cookiesType: 'default' | 'closed';
	cookiesDays: number;
	pageViewsEnabled: boolean;
	pageViewsCount: number;
	pageViewsScope: 'global' | 'current';
	sessionsEnabled: boolean;
	sessionsCount: number;
	contentType: 'blocks' | 'youtube' | 'vimeo' | 'iframe' | 'photo';
	videoId: string;
	iframeUrl: string;
	photoUrl: string;
	photoAlt: string;
	autoplay: boolean;
};

/** What the editor components get to change the attributes. */
export type SetModalAttributes = (
	changes: Partial< ModalAttributes >
) => void;

/** What each of the block's settings panels gets. */
export interface PanelProps {
	attributes: ModalAttributes;
	setAttributes: SetModalAttributes;
}

/**
 * A Gallery becomes a Carousel with one slide per image, and back (docs/motion.md "Carousel":
 * "A gallery's images"). Galleries saved before WordPress 5.9 keep their images in an attribute;
 * those are read too.
 */
import {
	createBlock,
	type Block,
	type BlockBlockTransform,
} from '@wordpress/blocks';

const SLIDE = 'frontage/carousel-slide';
const IMAGE = 'core/image';

interface OldImage {
	url?: string;
	alt?: string;
	id?: number;
	caption?: string;
}

/**
 * The images of a slide's blocks, at any depth.
 *
 * @param blocks Blocks.
 */
function imagesIn( blocks: Block[] ): Block[] {
	return blocks.flatMap( ( block ) =>
		block.name === IMAGE ? [ block ] : imagesIn( block.innerBlocks )
	);
}

/**
 * A Gallery's images as new image blocks: its inner blocks, or (before WordPress 5.9) its
 * `images` attribute.
 *
 * @param attributes  The gallery's attributes.
 * @param innerBlocks The gallery's inner blocks.
 */
function galleryImages( attributes: unknown, innerBlocks: unknown ): Block[] {
	const blocks = (
		Array.isArray( innerBlocks ) ? innerBlocks : []
	) as Block[];
	if ( blocks.length ) {
		return blocks.map( ( image ) =>
			createBlock( image.name, image.attributes, image.innerBlocks )
		);
	}
	const old = ( attributes as { images?: OldImage[] } ).images ?? [];
	return old.map( ( image ) =>
		createBlock( IMAGE, {
			url: image.url,
			alt: image.alt,
			id: image.id,
			caption: image.caption,
		} )
	);
}

const fromGallery: BlockBlockTransform = {
	type: 'block',
	blocks: [ 'core/gallery' ],
	transform: ( attributes, innerBlocks ) =>
		createBlock(
			'frontage/carousel',
			{},
			galleryImages( attributes, innerBlocks ).map( ( image ) =>
				createBlock( SLIDE, {}, [ image ] )
			)
		),
};

const toGallery: BlockBlockTransform = {
	type: 'block',
	blocks: [ 'core/gallery' ],
	isMatch: ( _attributes, block ) =>
		imagesIn( ( block as Block ).innerBlocks ).length > 0,
	transform: ( _attributes, innerBlocks ) =>
		createBlock(
			'core/gallery',
			{},
			imagesIn( innerBlocks as Block[] ).map( ( image ) =>
				createBlock( IMAGE, image.attributes )
			)
		),
};

export const transforms = { from: [ fromGallery ], to: [ toGallery ] };

/** /contact/join/campusRecruit: the graduate programme, its timeline and its positions. */
import type { CampusPost } from '@site/shared-contracts';
import {
  ApiContent,
  DesktopPage,
  RichText,
  SectionImage,
  TitledSection,
  fill,
  useRouteData,
} from '@site/shared-contracts/section-kit';
import { JoinTabs } from '../../components/join-tabs';
import { pageImageSize } from '../../components/image-sizes';
import { PageLead } from '../../components/page-lead';
import { useCopy } from '../../copy/copy';
import { campusPage, campusPosts } from '../../routes';

function CampusPosts({ posts }: { posts: readonly CampusPost[] }) {
  const copy = useCopy().campus;
  return (
    <TitledSection title={copy.postsHeading} className="join-campus-posts">
      <ul className="join-campus-posts__list">
        {posts.map((post) => (
          <li key={post.id} className="join-campus-post">
            <h3 className="join-campus-post__title">{post.title}</h3>
            <dl className="join-campus-post__facts">
              <div>
                <dt>{copy.category}</dt>
                <dd>{post.category}</dd>
              </div>
              <div>
                <dt>{copy.cities}</dt>
                <dd>{post.cities.join(copy.citySeparator)}</dd>
              </div>
              <div>
                <dt>{copy.headcount}</dt>
                <dd>{fill(copy.headcountValue, { count: String(post.headcount) })}</dd>
              </div>
            </dl>
            <p>{post.description}</p>
            <dl className="join-campus-post__requirements">
              <dt>{copy.requirements}</dt>
              {post.requirements.map((requirement) => (
                <dd key={requirement}>{requirement}</dd>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

export function CampusPage() {
  const copy = useCopy();
  const page = useRouteData(campusPage);
  const posts = useRouteData(campusPosts);
  return (
    <DesktopPage headline={copy.headlines.campus} nav={<JoinTabs />} className="join-campus">
      <ApiContent result={page}>
        {(campus) => (
          <>
            <SectionImage
              className="join-campus__banner"
              src={campus.image}
              alt=""
              size={pageImageSize(campus.image)}
              eager
            />
            <PageLead page={campus} />
            <RichText className="join-campus__copy" html={campus.content} />
          </>
        )}
      </ApiContent>
      <ApiContent result={posts}>{(list) => <CampusPosts posts={list} />}</ApiContent>
    </DesktopPage>
  );
}

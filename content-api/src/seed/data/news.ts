/**
 * Seed content of the news section: company news (`dynamic`) and research articles, and events.
 * Both backends hold the same items in the same order; an English id is the Chinese id + 500.
 * Article 7 / 507 deliberately carries a stored XSS attempt inside otherwise normal copy: the
 * seed writes rich text through the sanitizer, and the tests assert that the attack is gone.
 */
import type { NewsSeed, SeedArticle } from '../types';

type SeedEvent = NewsSeed['events']['zh'][number];

// ---------------------------------------------------------------------------------------------
// Articles, Simplified Chinese (ids 1–30, oldest first)

const zhArticles: SeedArticle[] = [
  {
    id: 1,
    type: 'dynamic',
    title: '瀚数科技与华东城市商业银行签署全面战略合作协议',
    summary: '双方将围绕智能风控、数据分析与零售信贷数字化开展为期三年的深度合作，并共建零售金融联合创新实验室。',
    cover: '/api/media/news/cover-01.svg',
    source: '瀚数科技',
    publishedAt: '2022-01-18',
    isTop: false,
    author: '品牌市场部',
    content: `<p>1月18日，瀚数科技与华东城市商业银行在上海签署全面战略合作协议。瀚数科技创始人、董事长兼首席执行官陈立言，华东城市商业银行分管零售业务的副行长出席签约仪式。根据协议，双方将在智能风控、数据分析和零售信贷数字化等领域开展为期三年的深度合作。</p>
<h2>共建零售金融联合创新实验室</h2>
<p>双方将共同组建零售金融联合创新实验室，由瀚数科技首席风险官林嘉禾与银行零售风险管理部负责人共同牵头。实验室首批立项三个课题：</p>
<ul>
<li>基于多维数据的小微经营者信用评估模型；</li>
<li>覆盖贷前、贷中、贷后的全流程风险预警体系；</li>
<li>面向手机银行渠道的客户分层与精细化运营。</li>
</ul>
<p>华东城市商业银行自2019年起使用瀚数科技的智能风控决策引擎，目前该引擎日均处理授信与交易决策请求超过200万次。此次合作将把双方的协作从单一系统升级为覆盖业务、技术与人才培养的全面伙伴关系。</p>
<blockquote>“城商行的优势在于深耕本地、贴近客户。我们希望用扎实的数据能力和模型能力，帮助合作伙伴把这份优势转化为可持续的数字化竞争力。”——陈立言</blockquote>
<p>根据规划，双方还将联合开展面向银行科技与风控团队的专项培训，三年内计划培养200名以上兼具业务与数据能力的复合型人才。</p>`,
  },
  {
    id: 2,
    type: 'dynamic',
    title: '瀚数科技公布2021年度业绩：营业收入同比增长31.6%',
    summary: '2021年公司实现营业收入8.62亿元，服务金融机构增至460家，研发投入占营业收入比重达到27.4%。',
    cover: '/api/media/news/cover-02.svg',
    source: '瀚数科技',
    publishedAt: '2022-03-28',
    isTop: false,
    author: '投资者关系部',
    content: `<p>3月28日，瀚数科技（股份代号：6689.HK）公布截至2021年12月31日止年度的经审核业绩。这是公司于2021年7月在香港联合交易所主板上市后发布的首份年度业绩。</p>
<h2>业绩摘要</h2>
<ul>
<li>营业收入8.62亿元人民币，同比增长31.6%；</li>
<li>毛利5.41亿元，毛利率62.8%；</li>
<li>经调整净利润1.37亿元，同比增长24.1%；</li>
<li>研发投入2.36亿元，占营业收入的27.4%；</li>
<li>服务金融机构460家，较上年末增加92家。</li>
</ul>
<h2>业务亮点</h2>
<p>智能风控仍是公司最大的收入来源，全年贡献收入4.18亿元。精准营销与数据分析业务增长最快，收入同比增长46.2%，主要得益于消费金融公司和城商行对获客与存量经营工具的需求提升。保险科技业务完成了多家寿险和财产险公司的核保、理赔项目交付。</p>
<p>首席财务官王思齐表示，上市募集资金将按照招股书披露的用途，主要投入核心技术研发、区域交付能力建设以及普惠金融业务拓展。</p>
<blockquote>“2021年是瀚数科技发展历程中的重要一年。我们将继续坚持以技术服务金融机构的定位，在合规的前提下稳健增长。”——陈立言</blockquote>
<h2>展望</h2>
<p>展望2022年，公司将重点推进智能风控平台新版本的研发，扩大在城商行、农商行和消费金融公司中的覆盖，并加大对保险科技和普惠金融业务的投入。董事会建议派发末期股息每股0.06港元。</p>`,
  },
  {
    id: 3,
    type: 'research',
    title: '2022年中国消费金融行业发展趋势报告',
    summary: '瀚数研究院基于对62家消费金融机构及银行消费信贷部门的调研，梳理获客成本、资产质量与数字化经营的新变化。',
    cover: '/api/media/research/cover-01.svg',
    source: '瀚数研究院',
    publishedAt: '2022-05-16',
    isTop: false,
    author: '瀚数研究院 消费金融研究组',
    content: `<p>过去两年，消费金融行业在监管规范与需求波动的双重作用下进入调整期。瀚数研究院于2022年一季度对62家持牌消费金融公司、城商行消费信贷部门及互联网平台开展了问卷和访谈调研，形成本报告的主要结论。</p>
<h2>一、获客成本持续上升，存量经营成为重点</h2>
<p>受访机构的单客获客成本中位数从2020年的286元上升至2021年的352元，涨幅约23%。与此同时，存量客户复借率成为衡量经营能力的核心指标，78%的受访机构将“存量客户运营”列为2022年的首要任务。</p>
<table>
<thead><tr><th>指标</th><th>2020年</th><th>2021年</th></tr></thead>
<tbody>
<tr><td>单客获客成本中位数（元）</td><td>286</td><td>352</td></tr>
<tr><td>线上申请占比</td><td>71%</td><td>83%</td></tr>
<tr><td>自动化审批占比</td><td>64%</td><td>76%</td></tr>
<tr><td>M3+逾期率中位数</td><td>2.9%</td><td>2.4%</td></tr>
</tbody>
</table>
<h2>二、资产质量趋稳，但客群分化明显</h2>
<p>整体逾期水平有所改善，但新市民、灵活就业人群的风险表现差异较大。仅依赖传统征信数据的模型，对这部分客群的区分能力（KS值）平均要低0.08左右。</p>
<h2>三、三项建议</h2>
<ol>
<li>建立以客户生命周期价值为核心的经营指标体系；</li>
<li>在合规授权的前提下引入多维替代数据，提升对薄信用客群的评估能力；</li>
<li>推动审批、定价、额度管理的策略自动化，缩短策略迭代周期。</li>
</ol>
<p>报告认为，2022年行业的竞争重点将从规模扩张转向精细化运营，具备数据与模型能力的机构将获得更大的发展空间。</p>`,
  },
  {
    id: 4,
    type: 'dynamic',
    title: '瀚数科技获纳入港股通标的名单',
    summary:
      '自2022年9月5日起，瀚数科技（6689.HK）正式纳入深港通下的港股通标的，内地投资者可通过港股通直接买卖公司股票。',
    cover: '/api/media/news/cover-07.svg',
    source: '瀚数科技',
    publishedAt: '2022-09-05',
    isTop: false,
    author: '投资者关系部',
    content: `<p>根据深圳证券交易所公告，瀚数科技（股份代号：6689.HK）获纳入深港通下的港股通股票名单，自2022年9月5日起生效。此后，符合条件的内地投资者可通过港股通机制直接买卖公司股票。</p>
<h2>上市一年来的进展</h2>
<p>公司于2021年7月在香港联合交易所主板挂牌上市。上市一年多来，公司持续加大研发投入，完成了智能风控平台4.0版本的发布，并将服务的金融机构数量从上市时的约400家提升至超过480家。</p>
<ul>
<li>研发人员占比保持在60%以上；</li>
<li>扩充上海、成都两地的客户交付团队；</li>
<li>持续通过信息安全与数据管理相关体系认证。</li>
</ul>
<p>首席财务官王思齐表示，纳入港股通有助于扩大公司的股东基础、提升股票流动性，也让更多熟悉国内金融科技行业的内地投资者能够参与公司的长期发展。每个报告期结束后，公司将继续在香港和内地举办业绩说明会。</p>
<blockquote>“我们的客户和业务都在内地，纳入港股通让投资者与公司之间的距离更近了。我们会继续以稳健的经营和透明的信息披露回馈投资者的信任。”——王思齐</blockquote>
<p>投资者如需了解公司最新公告及业绩资料，可访问本网站投资者关系栏目，或发送邮件至ir@hanshufintech.cn与投资者关系部联系。</p>`,
  },
  {
    id: 5,
    type: 'research',
    title: '信用风险建模实践：从评分卡到可解释机器学习',
    summary:
      '本文总结瀚数科技在43个信贷风控项目中的建模经验，对比逻辑回归评分卡与梯度提升树模型的效果、稳定性与可解释性。',
    cover: '/api/media/research/cover-02.svg',
    source: '瀚数研究院',
    publishedAt: '2022-10-20',
    isTop: false,
    author: '林嘉禾',
    content: `<p>逻辑回归评分卡因结构透明、便于向监管和业务部门解释，长期是信贷风控的主流方法；以梯度提升树为代表的机器学习模型则在区分能力上更具优势。如何在效果与可解释性之间取得平衡，是金融机构建模团队普遍关心的问题。</p>
<h2>样本与方法</h2>
<p>我们回顾了2020年至2022年间交付的43个信贷风控建模项目，覆盖银行信用卡、消费贷和小微经营贷三类产品，在相同样本、相同特征池的条件下对比了三类模型。</p>
<table>
<thead><tr><th>模型</th><th>平均KS</th><th>平均AUC</th><th>跨期PSI</th></tr></thead>
<tbody>
<tr><td>逻辑回归评分卡</td><td>0.382</td><td>0.751</td><td>0.04</td></tr>
<tr><td>梯度提升树（GBDT）</td><td>0.431</td><td>0.782</td><td>0.07</td></tr>
<tr><td>单调约束GBDT + SHAP解释</td><td>0.424</td><td>0.778</td><td>0.05</td></tr>
</tbody>
</table>
<h2>主要发现</h2>
<ul>
<li>GBDT模型的KS平均提升约0.05，在薄信用客群上的提升更为明显，达到0.07；</li>
<li>未加约束的GBDT跨期稳定性较弱，部分项目上线六个月后PSI超过0.1；</li>
<li>加入单调性约束并配合SHAP值解释后，效果损失不足2%，稳定性接近评分卡水平。</li>
</ul>
<p>从产品类型看，小微经营贷项目的模型提升最为显著，因为经营类数据的维度更加丰富；信用卡项目的评分卡本身已较为成熟，提升幅度相对有限。</p>
<h3>落地建议</h3>
<p>对于需要向客户说明拒绝原因的授信场景，我们建议采用“单调约束机器学习模型 + 逐笔原因码”的方案；同时建立月度监控机制，对PSI超过0.1的特征及时复核，必要时触发模型重训。</p>
<blockquote>模型的价值不仅在于上线那一天的KS，更在于它在接下来的两年里是否依然可靠。</blockquote>`,
  },
  {
    id: 6,
    type: 'dynamic',
    title: '瀚数科技深圳分公司新办公室正式启用',
    summary: '位于深圳南山科技园的新办公室面积约3,200平方米，将承担华南区域客户交付与保险科技研发工作。',
    cover: '/api/media/news/cover-08.svg',
    source: '瀚数科技',
    publishedAt: '2022-11-22',
    isTop: false,
    author: '行政部',
    content: `<p>11月22日，瀚数科技深圳分公司新办公室在南山区科技园正式启用。新办公室面积约3,200平方米，可容纳约260名员工，将作为公司华南区域的客户交付中心和保险科技研发基地。</p>
<figure><img src="/api/media/news/cover-12.svg" alt="深圳团队在新办公室合影"><figcaption>深圳团队在新办公室合影</figcaption></figure>
<h2>贴近华南金融客户</h2>
<p>华南地区是消费金融、互联网金融和保险机构较为集中的区域。目前，瀚数科技在华南服务的金融机构已超过90家。新办公室启用后，深圳团队将重点承担以下工作：</p>
<ul>
<li>为华南区域的银行、消费金融公司提供本地化项目交付和驻场支持；</li>
<li>研发保险科技产品中的智能核保、智能理赔模块；</li>
<li>与本地高校合作开展校园招聘和联合培养。</li>
</ul>
<p>瀚数科技副总裁、保险科技业务负责人韩亦舟出席启用仪式。他表示，深圳团队在过去两年中从不足50人成长到近200人，新办公室为团队的进一步扩充和跨部门协作提供了更好的条件。公司计划在未来一年内为深圳团队新增约60个岗位，以研发和客户交付岗位为主。</p>
<blockquote>“离客户近一点，响应就快一点。深圳新办公室是我们完善全国交付网络的重要一步。”——韩亦舟</blockquote>
<p>新办公室设有客户体验中心、产品演示厅和可同时容纳120人的培训教室。至此，瀚数科技已形成以北京总部为核心，上海、深圳、杭州、成都多地协同的业务布局。</p>`,
  },
  {
    id: 7,
    type: 'dynamic',
    title: '瀚数科技举办第三届信息安全意识周',
    summary: '为期一周的活动涵盖钓鱼邮件演练、红蓝对抗和数据合规讲座，全体员工参与，钓鱼邮件点击率较上届下降至2.1%。',
    cover: '/api/media/news/cover-12.svg',
    source: '瀚数科技',
    publishedAt: '2023-02-20',
    isTop: false,
    author: '信息安全部',
    content: `<p>2月13日至17日，瀚数科技举办第三届信息安全意识周。活动由信息安全部牵头，覆盖北京总部及上海、深圳、杭州、成都各办公室，全体员工及驻场合作人员共计1,100余人参与。</p>
<h2>钓鱼邮件与网页攻击演练</h2>
<p>活动期间，安全团队向员工发送了多轮模拟钓鱼邮件，其中一封以领取纪念品为诱饵，正文中放置了一个伪装链接：<a href="javascript:alert(1)">点击领取安全周纪念品</a>。最终员工点击率为2.1%，较上一届的6.8%明显下降，主动报告率则提升至64%。</p>
<p>红队还向内部知识库提交了一段伪装成活动海报的代码，用于检验内容平台的过滤能力：<img src="/api/media/news/cover-03.svg" alt="安全周活动海报" onerror="alert('xss')"><script>alert('xss')</script>平台在内容写入时即完成了清洗，攻击代码未能执行。</p>
<h2>三项重点内容</h2>
<ul>
<li><strong>红蓝对抗：</strong>蓝队在演练中的平均响应时间缩短至18分钟；</li>
<li><strong>数据合规讲座：</strong>围绕个人信息保护法、数据安全法，解读客户数据分级分类与最小必要原则；</li>
<li><strong>安全知识竞赛：</strong>共有87支团队参赛，研发中心“零信任”队获得冠军。</li>
</ul>
<blockquote>“安全不是某一个部门的事。每一位员工都是公司和客户数据的第一道防线。”——周慕远</blockquote>
<p>首席技术官周慕远表示，公司服务的500余家金融机构对数据安全有着极高的要求。信息安全部将把本届演练中发现的问题纳入季度整改计划，并在年内完成全员安全培训复训。</p>`,
  },
  {
    id: 8,
    type: 'dynamic',
    title: '瀚数科技与恒信信托达成合作，共建信托业务数字化平台',
    summary: '双方将围绕财富客户洞察、项目风险监测和家族信托运营，打造信托行业数字化转型的实践样板。',
    cover: '/api/media/news/cover-01.svg',
    source: '瀚数科技',
    publishedAt: '2023-03-15',
    isTop: false,
    author: '品牌市场部',
    content: `<p>3月15日，瀚数科技与恒信信托在北京签署合作协议，双方将共同建设覆盖财富管理、项目风控和运营管理的信托业务数字化平台。</p>
<h2>三大建设方向</h2>
<ol>
<li><strong>财富客户洞察：</strong>整合客户持仓、交易与服务记录，构建高净值客户画像，支持理财经理开展分层服务；</li>
<li><strong>项目风险监测：</strong>对融资类、投资类项目的交易对手进行舆情、工商、司法等多维监测，实现风险信号自动预警；</li>
<li><strong>家族信托运营：</strong>将家族信托的设立、分配和报告流程线上化，缩短业务处理时间。</li>
</ol>
<p>恒信信托表示，在信托业务分类改革的背景下，公司正加快向服务信托、财富管理信托转型，这对数据治理和系统建设提出了更高要求。瀚数科技此前已为多家信托公司提供风险监测服务，积累了丰富的行业经验。一期建设期间，双方将组建约30人的联合团队在北京集中办公。</p>
<p>瀚数科技首席风险官林嘉禾介绍，项目风险监测模块将接入超过200类外部风险信号，并支持按项目、交易对手、行业等维度进行穿透分析，帮助信托公司更早发现风险苗头。</p>
<blockquote>“信托行业的数字化不是简单地把线下流程搬到线上，而是用数据重新理解客户和风险。”——林嘉禾</blockquote>
<p>平台一期预计于2023年下半年上线，二期将扩展至合规管理与监管报送领域。</p>`,
  },
  {
    id: 9,
    type: 'research',
    title: '保险业数字化转型观察：智能核保与理赔的落地路径',
    summary: '基于对27家寿险和财产险公司的调研，本报告分析智能核保、理赔自动化的应用现状、成效与主要障碍。',
    cover: '/api/media/research/cover-03.svg',
    source: '瀚数研究院',
    publishedAt: '2023-04-18',
    isTop: false,
    author: '韩亦舟',
    content: `<p>数字化转型已成为保险公司的共识，但不同业务环节的推进速度差异明显。瀚数研究院联合保险科技事业部，对27家寿险和财产险公司开展了调研，重点考察核保、理赔与反欺诈三个环节。</p>
<h2>核保：自动化率快速提升</h2>
<p>受访寿险公司的健康险自动核保通过率中位数为58%，头部公司已超过75%。引入体检、医疗等多维数据后，人工核保量平均下降约35%。</p>
<h2>理赔：小额案件率先实现“快赔”</h2>
<p>在车险和短期健康险领域，5,000元以下小额理赔案件的自动化处理比例达到41%，平均结案时间由3.2天缩短至0.6天。</p>
<table>
<thead><tr><th>环节</th><th>自动化率中位数</th><th>处理时长变化</th></tr></thead>
<tbody>
<tr><td>健康险核保</td><td>58%</td><td>由2.5天降至0.4天</td></tr>
<tr><td>小额理赔</td><td>41%</td><td>由3.2天降至0.6天</td></tr>
<tr><td>理赔反欺诈筛查</td><td>67%</td><td>由人工抽检转为全量筛查</td></tr>
</tbody>
</table>
<p>调研还发现，已建成统一数据平台的保险公司，其核保与理赔的自动化率平均比其他公司高出约15个百分点，数据基础的作用十分明显。</p>
<h2>主要障碍</h2>
<ul>
<li>核心系统老旧，数据分散在多套系统中，难以统一调用；</li>
<li>医疗数据获取与使用的合规边界需要进一步明确；</li>
<li>业务人员对模型结果的信任度仍有待建立。</li>
</ul>
<p>报告建议保险公司从高频、标准化的场景切入，先在小额理赔、简易核保等环节建立示范效应，再逐步扩展到复杂案件，同时同步建设数据治理与模型管理能力。</p>`,
  },
  {
    id: 10,
    type: 'dynamic',
    title: '瀚数科技通过ISO/IEC 27701隐私信息管理体系认证',
    summary: '继ISO/IEC 27001之后，公司再获隐私信息管理体系国际认证，并同步通过数据管理能力成熟度（DCMM）三级评估。',
    cover: '/api/media/news/cover-11.svg',
    source: '瀚数科技',
    publishedAt: '2023-05-25',
    isTop: false,
    author: '信息安全部',
    content: `<p>5月25日，瀚数科技宣布通过ISO/IEC 27701隐私信息管理体系认证，并同步通过国家标准《数据管理能力成熟度评估模型》（DCMM）稳健级（三级）评估。</p>
<h2>以体系化管理守护客户数据</h2>
<p>ISO/IEC 27701是在ISO/IEC 27001信息安全管理体系基础上扩展的隐私保护国际标准，对个人信息的收集、存储、使用、共享和删除等环节提出了系统性要求。瀚数科技自2017年起持续通过ISO/IEC 27001认证，此次认证范围覆盖公司全部产品的研发与运营服务。本次审核由一家具备资质的国际认证机构执行，历时三周。</p>
<p>为准备认证，公司在过去一年中完成了以下工作：</p>
<ul>
<li>梳理全部产品的个人信息处理活动，形成420余项数据处理记录；</li>
<li>上线数据分级分类与脱敏平台，敏感字段默认加密存储；</li>
<li>建立个人信息保护影响评估流程，新项目上线前必须完成评估；</li>
<li>开展覆盖全员的隐私保护专项培训，每次培训后均进行考核。</li>
</ul>
<blockquote>“金融机构把数据交给我们，是基于信任。认证不是终点，而是我们对这份信任的持续承诺。”——周慕远</blockquote>
<p>公司表示，将在年内启动数据安全能力成熟度评估，进一步完善数据安全治理体系，并定期邀请第三方机构对关键系统开展渗透测试。</p>
<p>目前，公司已有信息安全与隐私保护专职人员60余名，并设立了由首席技术官牵头的数据安全委员会，每季度审议数据安全风险和整改进展。</p>`,
  },
  {
    id: 11,
    type: 'dynamic',
    title: '瀚数科技携手安泰人寿保险上线智能核保系统',
    summary: '系统试运行三个月，健康险自动核保通过率由42%提升至71%，平均核保时长从约2个工作日缩短至15分钟。',
    cover: '/api/media/news/cover-05.svg',
    source: '瀚数科技',
    publishedAt: '2023-06-28',
    isTop: false,
    author: '保险科技事业部',
    content: `<p>6月28日，瀚数科技与安泰人寿保险共同宣布，双方联合建设的智能核保系统已全面上线，覆盖安泰人寿的重疾险、医疗险和定期寿险产品。</p>
<h2>上线成效</h2>
<p>系统自今年3月起在部分渠道试运行，三个月内取得以下成效：</p>
<ul>
<li>健康险自动核保通过率由42%提升至71%；</li>
<li>平均核保时长由约2个工作日缩短至15分钟；</li>
<li>人工核保工作量下降约38%，核保人员可以专注于复杂案件。</li>
</ul>
<h2>规则与模型相结合</h2>
<p>智能核保系统采用“核保规则引擎 + 风险评分模型”的双层架构。规则引擎承载了安泰人寿核保手册中的1,600余条规则，模型则根据投保人的健康告知、历史投保记录等信息给出风险评分，辅助判断是否需要进一步体检或人工审核。</p>
<p>在系统建设过程中，双方组建了由核保专家、数据科学家和工程师组成的联合团队，用近五年的历史投保与理赔数据对模型进行回测，确保自动决策结果与资深核保人员的判断高度一致。</p>
<p>瀚数科技副总裁韩亦舟表示，保险核保对准确性和合规性要求很高，系统的所有自动决策均可追溯，并会为每一笔核保结论生成可读的决策说明。</p>
<blockquote>“我们希望让健康的客户更快拿到保单，把专业核保人员的时间留给真正需要判断的案件。”——韩亦舟</blockquote>
<p>下一步，双方计划将合作扩展至理赔反欺诈和续期客户经营领域。</p>`,
  },
  {
    id: 12,
    type: 'research',
    title: '县域普惠金融调研：农户信贷的数据缺口与破解路径',
    summary: '瀚数研究院走访四省12个县，调研1,860户农户和新型农业经营主体，发现有融资需求但未获得正规贷款的比例达37%。',
    cover: '/api/media/research/cover-04.svg',
    source: '瀚数研究院',
    publishedAt: '2023-08-16',
    isTop: false,
    author: '方知远',
    content: `<p>乡村振兴离不开金融支持。2023年上半年，瀚数研究院联合南岭农村商业银行、西江村镇银行，走访了四个省份的12个县，对1,860户农户及家庭农场、农民合作社等新型农业经营主体开展调研。</p>
<h2>融资需求与供给仍存在缺口</h2>
<p>调研显示，在过去一年有融资需求的受访农户中，37%未能获得正规金融机构的贷款。主要原因包括缺少抵押物（52%）、信用记录不足（44%）以及申请流程复杂（29%）。</p>
<h2>数据是最大的短板</h2>
<p>农户收入具有明显的季节性，生产经营信息分散在土地确权、农业补贴、农资采购、农产品销售等多个环节。传统的以工资流水和征信记录为核心的评估方法，难以准确刻画农户的还款能力。许多农户缺少书面记录，连年收入这样的基本数据也往往只能估算。</p>
<h3>三条破解路径</h3>
<ol>
<li>在农户授权的基础上，整合政务数据与产业链数据，建立“生产经营画像”；</li>
<li>结合作物生长周期，设计随借随还、按季付息的信贷产品；</li>
<li>借助农业信贷担保机构分担风险，扩大信用贷款的覆盖面。</li>
</ol>
<blockquote>在试点县，引入产业链数据后，农户信用贷款的审批通过率提升了19个百分点，而不良率保持在1.3%以下。</blockquote>
<p>报告认为，县域普惠金融的关键在于“看得见、算得清、管得住”，而数据能力正是实现这三点的基础。</p>`,
  },
  {
    id: 13,
    type: 'dynamic',
    title: '瀚数科技启动“数字星火”乡村助学计划',
    summary:
      '公司将在未来三年投入600万元，为中西部30所乡村学校建设数字教室，并组织员工志愿者开展编程启蒙与金融素养课程。',
    cover: '/api/media/news/cover-06.svg',
    source: '瀚数科技',
    publishedAt: '2023-09-20',
    isTop: false,
    author: '企业社会责任办公室',
    content: `<p>9月20日，瀚数科技“数字星火”乡村助学计划在四川省凉山州启动。公司将在未来三年投入600万元，为中西部地区30所乡村中小学建设数字教室，并组织员工志愿者开展编程启蒙和金融素养课程。</p>
<h2>计划内容</h2>
<ul>
<li><strong>数字教室：</strong>为每所学校配备计算机、投影和网络设备，并提供三年运维支持；</li>
<li><strong>志愿课堂：</strong>员工志愿者通过线上线下结合的方式，每学期为每所学校提供不少于16课时的课程；</li>
<li><strong>金融素养：</strong>围绕防范电信诈骗、理性消费和储蓄意识，编写适合青少年的读本；</li>
<li><strong>奖学金：</strong>每年资助200名家庭困难的优秀学生。</li>
</ul>
<p>首批10所学校的数字教室已于今年8月完成建设。成都办公室的40余名员工报名成为首批志愿者，他们将在每学期安排两次实地授课。</p>
<blockquote>“技术的价值最终要体现在人身上。我们希望乡村的孩子们也能更早地接触数字世界，学会保护自己、规划未来。”——陈立言</blockquote>
<p>“数字星火”计划是瀚数科技ESG战略的重要组成部分。公司此前已连续四年开展员工志愿服务活动，累计志愿服务时长超过12,000小时。</p>
<p>项目由公司企业社会责任办公室统筹，并与当地教育部门和公益基金会合作，确保设备长期可用、课程持续开展。每学年结束后，公司将对外公布项目进展和资金使用情况。</p>`,
  },
  {
    id: 14,
    type: 'dynamic',
    title: '瀚数智能风控平台5.0发布，实时决策延迟降至30毫秒',
    summary:
      '新版本引入图计算反欺诈、模型全生命周期管理和低代码策略编排，金融机构可在一个平台内完成从建模到上线的闭环。',
    cover: '/api/media/news/cover-04.svg',
    source: '瀚数科技',
    publishedAt: '2023-11-08',
    isTop: false,
    author: '品牌市场部',
    content: `<p>11月8日，瀚数科技在北京举行产品发布会，正式推出智能风控平台5.0。新版本在实时决策、反欺诈和模型管理三个方面全面升级。</p>
<h2>核心升级</h2>
<ul>
<li><strong>实时决策引擎：</strong>重构计算内核，P99决策延迟由120毫秒降至30毫秒，单集群峰值处理能力达到每秒2万笔；</li>
<li><strong>图计算反欺诈：</strong>基于百亿级关系网络识别团伙欺诈，在申请环节即可发现设备、联系人、地址等多维关联；</li>
<li><strong>模型全生命周期管理：</strong>覆盖样本管理、特征开发、训练、验证、审批、上线和监控，满足监管对模型风险管理的要求；</li>
<li><strong>低代码策略编排：</strong>业务人员可通过拖拽方式配置审批、定价和额度策略，策略上线周期由两周缩短至一天。</li>
</ul>
<p>首席技术官周慕远介绍，5.0版本的研发历时18个月，投入研发人员超过200名，同时吸收了公司过去几年在500多家金融机构中的实践经验。</p>
<p>此外，5.0版本针对监管报送与审计需求做了专门设计：每一笔决策都会记录所使用的模型版本、策略版本和输入数据快照，便于事后回溯以及内外部审计。</p>
<blockquote>“风控系统最难的不是某个模型有多聪明，而是让模型、策略和数据在同一个平台上稳定、可控地运转。”——周慕远</blockquote>
<h2>部署与试用</h2>
<p>目前，已有华东城市商业银行、锦程消费金融等12家机构参与了5.0版本的早期试用。平台支持私有化部署和专属云部署两种方式，已有客户可按计划平滑升级。</p>`,
  },
  {
    id: 15,
    type: 'research',
    title: '隐私计算在金融风控中的应用：技术路线与落地评估',
    summary: '本文对比联邦学习、安全多方计算和可信执行环境三种技术路线，并结合一个联合建模项目给出性能与效果数据。',
    cover: '/api/media/research/cover-05.svg',
    source: '瀚数研究院',
    publishedAt: '2024-01-17',
    isTop: false,
    author: '许清和',
    content: `<p>个人信息保护法和数据安全法实施以来，金融机构在引入外部数据时更加重视“数据可用不可见”。隐私计算为跨机构数据合作提供了技术基础，但不同技术路线在安全性、性能和易用性上差异显著。</p>
<h2>三种主流技术路线</h2>
<table>
<thead><tr><th>技术路线</th><th>安全基础</th><th>性能开销</th><th>典型场景</th></tr></thead>
<tbody>
<tr><td>联邦学习</td><td>协议设计与差分隐私</td><td>中等</td><td>联合建模</td></tr>
<tr><td>安全多方计算</td><td>密码学可证明</td><td>较高</td><td>联合统计、隐私查询</td></tr>
<tr><td>可信执行环境</td><td>硬件可信根</td><td>较低</td><td>大规模联合计算</td></tr>
</tbody>
</table>
<h2>落地效果</h2>
<p>在瀚数科技与联创通信及一家城商行合作的纵向联邦建模项目中，引入运营商侧特征后，模型KS由0.36提升至0.42，薄信用客群的审批通过率提升11%，而不良率保持不变。联邦训练耗时约为本地训练的4.6倍，仍在业务可接受的范围内。</p>
<h3>落地中的常见问题</h3>
<ul>
<li>参与方之间的样本加密对齐效率偏低；</li>
<li>各方对模型贡献度与收益分配缺乏共识；</li>
<li>合规评估流程尚未标准化，项目周期较长。</li>
</ul>
<p>针对上述问题，我们在项目中预先约定贡献度评估方法，并将合规评估前置到方案设计阶段，使项目从立项到上线的周期由平均5个月缩短至3个月。</p>
<p>我们认为，隐私计算将从“单点项目”走向“平台化运营”，数据交易所等第三方基础设施的参与将显著降低跨机构合作的门槛。</p>
<blockquote>技术解决的是“能不能”的问题，合规与机制设计解决的是“愿不愿”的问题。</blockquote>`,
  },
  {
    id: 16,
    type: 'dynamic',
    title: '瀚数科技公布2023年度业绩：营业收入突破11亿元',
    summary: '2023年公司实现营业收入11.34亿元，同比增长15.2%；服务金融机构增至540家，存量客户留存率达到93%。',
    cover: '/api/media/news/cover-10.svg',
    source: '瀚数科技',
    publishedAt: '2024-03-26',
    isTop: false,
    author: '投资者关系部',
    content: `<p>3月26日，瀚数科技（6689.HK）公布截至2023年12月31日止年度业绩。在金融行业科技预算整体趋紧的环境下，公司收入和利润保持稳健增长。</p>
<h2>财务摘要</h2>
<ul>
<li>营业收入11.34亿元，同比增长15.2%；</li>
<li>毛利率63.5%，较上年提升0.9个百分点；</li>
<li>经调整净利润1.86亿元，同比增长17.7%；</li>
<li>研发投入3.02亿元，占营业收入的26.6%；</li>
<li>经营活动现金净流入2.21亿元。</li>
</ul>
<h2>业务进展</h2>
<p>年内服务金融机构数量增至540家，存量客户留存率达到93%。智能风控平台5.0发布后获得客户广泛采用，风控业务收入增长12.8%；保险科技业务收入同比增长29.4%，成为增速最快的板块；普惠金融业务已在17个省份与农商行、村镇银行开展合作。</p>
<p>首席财务官王思齐表示，公司在保持研发投入强度的同时，通过交付流程标准化和产品模块化提升了交付效率，人均收入同比提升9.6%。</p>
<blockquote>“2024年，我们将继续聚焦核心产品，把大模型等新技术稳妥地应用到金融机构的真实业务中。”——陈立言</blockquote>
<p>展望2024年，公司将加大在大模型、隐私计算等方向的研发投入，继续拓展保险、信托等行业客户，并推动普惠金融业务向更多县域延伸。</p>
<p>董事会建议派发末期股息每股0.09港元，全年派息比率约为30%。</p>`,
  },
  {
    id: 17,
    type: 'dynamic',
    title: '瀚数智能风控平台获评“年度金融科技创新奖”',
    summary:
      '在2024中国金融科技创新大会上，瀚数智能风控平台5.0获评“年度金融科技创新奖”，公司连续第三年入选“金融科技服务商50强”。',
    cover: '/api/media/news/cover-03.svg',
    source: '金融科技观察',
    publishedAt: '2024-04-23',
    isTop: false,
    author: '记者 宋嘉宁',
    content: `<p>4月23日，由《金融科技观察》主办的2024中国金融科技创新大会在上海举行。瀚数科技凭借智能风控平台5.0获评“年度金融科技创新奖”，公司同时连续第三年入选“金融科技服务商50强”榜单。</p>
<p>据了解，本届评选共收到来自金融机构和科技企业的300余份申报材料，评审委员会由监管研究人员、学者和金融机构科技负责人组成，评审历时两个月。</p>
<h2>评审意见</h2>
<p>评审委员会认为，瀚数智能风控平台5.0在实时决策性能、模型风险管理和可解释性方面处于行业领先水平，并已在银行、消费金融、保险等多类机构中规模化落地。评审材料显示：</p>
<ul>
<li>平台已服务超过300家金融机构；</li>
<li>日均处理决策请求超过8,000万次；</li>
<li>帮助客户平均降低欺诈损失约27%。</li>
</ul>
<p>瀚数科技首席风险官林嘉禾代表公司领奖。他在获奖感言中表示，这一奖项属于每一位参与研发和交付的同事，也属于与公司共同打磨产品的合作伙伴。</p>
<blockquote>“风控是金融的底线，也是金融科技公司的生命线。我们会继续在安全、稳定、可解释上下功夫。”——林嘉禾</blockquote>
<h3>圆桌分享</h3>
<p>会议期间，林嘉禾还参加了“大模型时代的金融风险管理”圆桌讨论。他认为，大模型可以显著提升风险分析与报告撰写的效率，但授信决策仍应由经过严格验证、可解释的模型和人工共同把关。</p>`,
  },
  {
    id: 18,
    type: 'dynamic',
    title: '瀚数科技杭州研发中心迁入新址，聚焦AI与数据智能',
    summary: '杭州研发中心迁入滨江区新园区，办公面积扩大至约5,000平方米，将作为AI实验室的第二研发基地。',
    cover: '/api/media/news/cover-08.svg',
    source: '瀚数科技',
    publishedAt: '2024-06-18',
    isTop: false,
    author: '行政部',
    content: `<p>6月18日，瀚数科技杭州研发中心正式迁入滨江区新园区。新址办公面积约5,000平方米，是原办公室的两倍以上，可容纳约400名研发人员。</p>
<h2>AI实验室第二研发基地</h2>
<p>杭州研发中心成立于2018年，目前拥有研发人员约280名，主要承担精准营销、数据分析产品以及机器学习平台的研发。迁入新址后，这里将成为AI实验室在北京之外的第二研发基地，重点方向包括：</p>
<ul>
<li>金融领域大语言模型的训练与评测；</li>
<li>智能客服与智能外呼中的语音、语义技术；</li>
<li>面向营销场景的客户意图识别与推荐算法。</li>
</ul>
<p>杭州研发中心此前已孕育出多项核心技术，包括精准营销产品的实时推荐算法和机器学习平台的自动特征工程模块，相关成果已应用于200余家金融机构。</p>
<p>AI实验室负责人许清和表示，杭州拥有丰富的互联网与AI人才储备，研发中心将与本地高校开展联合课题，并设立面向应届毕业生的算法培养计划。</p>
<blockquote>“好的算法离不开好的人才和好的环境。新园区让我们有条件把团队规模再扩大一倍。”——许清和</blockquote>
<p>新园区配备了模型训练机房、产品体验中心、开放式协作区和员工健身房，预计年内新增研发岗位约80个。相关职位信息可在本网站“加入我们”栏目查看。</p>`,
  },
  {
    id: 19,
    type: 'research',
    title: 'AI在贷后催收中的应用：合规、效率与客户体验的平衡',
    summary: '基于9家机构、超过1,200万笔逾期案件的数据，本文评估智能分案、智能语音和话术质检对回收率与投诉率的影响。',
    cover: '/api/media/research/cover-06.svg',
    source: '瀚数研究院',
    publishedAt: '2024-07-24',
    isTop: false,
    author: '瀚数AI实验室',
    content: `<p>贷后管理是信贷业务的最后一道环节。近年来，监管持续规范催收行为，金融机构既要提升回收效率，又要严格控制投诉与声誉风险。我们分析了9家合作机构在2023年的超过1,200万笔逾期案件数据。</p>
<h2>三类AI应用的效果</h2>
<table>
<thead><tr><th>应用</th><th>回收率变化</th><th>人均处理量变化</th><th>投诉率变化</th></tr></thead>
<tbody>
<tr><td>还款预测与智能分案</td><td>+6.4个百分点</td><td>+22%</td><td>-8%</td></tr>
<tr><td>智能语音提醒（M1以内）</td><td>+3.1个百分点</td><td>+310%</td><td>-31%</td></tr>
<tr><td>话术质检与合规监测</td><td>基本持平</td><td>+15%</td><td>-46%</td></tr>
</tbody>
</table>
<p>从机构类型看，消费金融公司和网络小贷公司的提升幅度最大，银行信用卡中心次之，这与前者逾期客户结构更分散、单笔金额更小有关。</p>
<h2>关键发现</h2>
<ul>
<li>早期逾期（M1以内）客户中，约62%属于“忘记还款”或“短期周转困难”，温和的智能提醒即可实现较高回收；</li>
<li>对有还款意愿但能力暂时不足的客户，主动提供延期或分期方案，比高频联系更有效；</li>
<li>全量话术质检可将违规话术的发生率从1.7%降至0.3%。</li>
</ul>
<h3>合规红线</h3>
<p>AI应用必须严格遵守联系频次、联系时段和联系对象等方面的监管要求，不得向无关第三人透露债务信息。我们建议将合规规则内置到分案和外呼系统中，而不是依赖事后检查。</p>
<p>客户体验同样重要。在试点机构中，为逾期客户提供自助调整还款计划的入口后，M1阶段的自主还款比例提升了9个百分点。</p>
<blockquote>最好的贷后管理，是让客户在逾期的第一天就找到适合自己的还款方式。</blockquote>`,
  },
  {
    id: 20,
    type: 'dynamic',
    title: '瀚数科技与南岭农商银行、青禾农业信贷担保签署三方合作协议',
    summary: '三方将共建“数字乡村信贷”服务模式，计划三年内为5万户农户和新型农业经营主体提供信用贷款支持。',
    cover: '/api/media/news/cover-01.svg',
    source: '瀚数科技',
    publishedAt: '2024-09-12',
    isTop: false,
    author: '普惠金融事业部',
    content: `<p>9月12日，瀚数科技、南岭农村商业银行与青禾农业信贷担保签署三方合作协议。根据协议，瀚数科技提供普惠金融数字化平台和农户信用评估模型，南岭农商银行负责贷款发放与客户服务，青禾农业信贷担保为符合条件的贷款提供担保增信。</p>
<p>三方计划在三年内为5万户农户和新型农业经营主体提供信用贷款支持，授信总额不低于60亿元。</p>
<h2>“数字乡村信贷”模式</h2>
<ol>
<li><strong>整村授信：</strong>客户经理与村委会合作开展整村走访，批量建立农户档案；</li>
<li><strong>数据评估：</strong>在农户授权下整合土地流转、农业补贴和农产品销售数据，生成信用评分；</li>
<li><strong>担保增信：</strong>对评分达标但缺少抵押物的经营主体，由担保机构提供增信；</li>
<li><strong>线上用信：</strong>农户可通过手机银行随借随还，按季付息。</li>
</ol>
<p>瀚数科技副总裁、普惠金融业务负责人方知远表示，公司去年开展的县域调研发现，超过三分之一有融资需求的农户没有获得正规贷款，这一合作正是为了缩小这一缺口。</p>
<blockquote>“把金融服务送到田间地头，需要银行、担保机构和科技公司各自发挥所长。”——方知远</blockquote>
<p>首批试点已在三个县启动，截至签约时已完成1,400余户农户的授信，平均授信额度约12万元。三方计划在2025年将这一模式推广至另外10个县。</p>`,
  },
  {
    id: 21,
    type: 'dynamic',
    title: '2024瀚数金融科技大会在北京举行，金融大模型“瀚智”发布',
    summary: '大会以“智能向实，稳健致远”为主题，来自近300家金融机构的1,500余名嘉宾参会，公司正式发布金融大模型“瀚智”。',
    cover: '/api/media/news/cover-07.svg',
    source: '华夏金融报',
    publishedAt: '2024-11-14',
    isTop: false,
    author: '记者 杜若晴',
    content: `<p>11月14日，2024瀚数金融科技大会在北京中关村国际创新中心举行。大会以“智能向实，稳健致远”为主题，来自银行、消费金融、信托、保险等近300家金融机构的1,500余名嘉宾现场参会，线上直播观看超过12万人次。</p>
<h2>发布金融大模型“瀚智”</h2>
<p>会上，瀚数科技首席技术官周慕远发布了面向金融机构的行业大模型“瀚智”。该模型基于公司十年来积累的金融业务知识训练而成，首批提供四类应用：</p>
<ul>
<li>信贷审批报告辅助撰写；</li>
<li>风控策略与模型文档解读；</li>
<li>智能客服与坐席辅助；</li>
<li>营销文案生成与合规审核。</li>
</ul>
<p>周慕远强调，“瀚智”支持私有化部署，所有生成内容均经过合规审核模块检查，关键业务决策仍由经过验证的风控模型和业务人员把关。</p>
<h2>圆桌讨论</h2>
<figure><img src="/api/media/news/cover-10.svg" alt="大会圆桌讨论现场"><figcaption>“大模型在金融业务中的边界”圆桌讨论现场</figcaption></figure>
<p>在下午的圆桌讨论中，来自北辰银行、锦程消费金融、安泰人寿保险和清源大学金融科技研究中心的嘉宾，围绕“大模型在金融业务中的边界”展开了讨论。</p>
<blockquote>“十年前我们开始做风控模型时，很多机构还在用纸质材料审批。十年后，我们要做的依然是同一件事：让金融服务更高效、更安全、更普惠。”——陈立言</blockquote>
<p>大会还发布了《2024金融机构大模型应用调研》。调研显示，24%的受访机构已在生产环境中使用大模型，但多数仍集中在办公与客服等辅助场景。</p>
<p>大会同期举办了智能风控、保险科技和普惠金融三场分论坛。</p>`,
  },
  {
    id: 22,
    type: 'research',
    title: '2024年金融反欺诈态势报告：团伙化、跨平台与AI伪造',
    summary: '报告基于瀚数反欺诈平台2024年拦截的约386万次疑似欺诈申请，分析欺诈手法的新变化并提出防控建议。',
    cover: '/api/media/research/cover-07.svg',
    source: '瀚数研究院',
    publishedAt: '2025-01-15',
    isTop: false,
    author: '瀚数研究院 风控研究组',
    content: `<p>2024年，瀚数反欺诈平台累计为合作机构拦截疑似欺诈申请约386万次，涉及潜在损失金额约47亿元。与2023年相比，欺诈活动呈现出明显的团伙化、跨平台和技术化特征。</p>
<p>本报告的数据来自瀚数反欺诈平台服务的140余家银行、消费金融公司和网络小贷公司，所有分析均基于脱敏后的汇总统计。</p>
<h2>三大趋势</h2>
<ol>
<li><strong>团伙化：</strong>团伙欺诈占拦截总量的比例由2023年的31%上升至43%，单个团伙平均涉及账户27个；</li>
<li><strong>跨平台：</strong>约58%的团伙同时在三家以上机构申请，仅凭单一机构的视角难以识别；</li>
<li><strong>AI伪造：</strong>利用深度合成技术伪造人脸、证件的攻击次数同比增长约2.6倍。</li>
</ol>
<table>
<thead><tr><th>欺诈类型</th><th>占比</th><th>同比变化</th></tr></thead>
<tbody>
<tr><td>团伙申请欺诈</td><td>43%</td><td>+12个百分点</td></tr>
<tr><td>身份冒用</td><td>24%</td><td>-5个百分点</td></tr>
<tr><td>中介包装</td><td>19%</td><td>-4个百分点</td></tr>
<tr><td>深度合成攻击</td><td>9%</td><td>+6个百分点</td></tr>
<tr><td>其他</td><td>5%</td><td>-9个百分点</td></tr>
</tbody>
</table>
<p>从行业看，消费金融和网络小贷仍是欺诈攻击最集中的领域，合计占拦截量的61%；银行信用卡和线上经营贷分别占22%和12%。团伙的作案时间也更加集中，夜间22点至次日2点提交的申请占团伙欺诈总量的37%，这对风控系统全天候的实时处理能力提出了更高要求。</p>
<h2>防控建议</h2>
<ul>
<li>以关系网络为核心构建团伙识别能力，将设备、联系人、地址、IP等关联纳入实时计算；</li>
<li>在活体检测中引入多模态校验，防范合成视频和翻拍攻击；</li>
<li>在合规前提下参与行业风险信息共享，弥补单一机构视角的盲区。</li>
</ul>
<p>2024年同时采用上述三项措施的机构，欺诈损失比仅依赖规则的同业平均低约三分之一。</p>
<blockquote>欺诈者已经在用AI，防守者必须更快、更系统地用好AI。</blockquote>`,
  },
  {
    id: 23,
    type: 'dynamic',
    title: '瀚数科技发布2024年度环境、社会及管治报告',
    summary: '报告披露公司在数据安全、普惠金融、员工发展和绿色运营方面的进展，公司ESG评级由BBB级提升至A级。',
    cover: '/api/media/news/cover-06.svg',
    source: '瀚数科技',
    publishedAt: '2025-04-22',
    isTop: false,
    author: '企业社会责任办公室',
    content: `<p>4月22日，瀚数科技发布《2024年度环境、社会及管治报告》，这是公司上市以来发布的第四份ESG报告。报告系统披露了公司在负责任科技、普惠金融、员工发展和绿色运营四个方面的实践与成效。</p>
<h2>关键数据</h2>
<ul>
<li>全年未发生重大数据安全事件，数据安全与隐私保护培训覆盖率100%；</li>
<li>普惠金融业务累计服务县域农户和小微经营主体超过42万户；</li>
<li>“数字星火”乡村助学计划累计建成数字教室22间，员工志愿服务时长超过5,600小时；</li>
<li>女性员工占比38%，研发人员占比62%；</li>
<li>北京总部机房完成节能改造，单位算力能耗下降18%。</li>
</ul>
<h2>完善治理架构</h2>
<p>2024年，公司董事会下设的ESG委员会新增人工智能伦理议题，并制定了《人工智能应用伦理准则》，要求所有面向客户的AI应用在上线前完成公平性、可解释性和安全性评估。</p>
<p>报告还披露了公司的气候目标：计划到2028年，运营层面（范围一和范围二）的碳排放强度较2022年下降40%，新建数据中心项目优先采用绿色电力。</p>
<blockquote>“ESG不是一份报告，而是我们做每一项业务时都要回答的问题：是否安全，是否公平，是否长期可持续。”——陈立言</blockquote>
<p>报告已获得第三方鉴证机构的有限鉴证，公司ESG评级由BBB级提升至A级。报告全文可在本网站投资者关系栏目查阅。</p>`,
  },
  {
    id: 24,
    type: 'dynamic',
    title: '瀚数科技联合国信云计算、中科智算研究院建设金融智算中心',
    summary: '三方共建的金融智算中心一期提供约2,000P算力，为金融机构提供合规、隔离、可审计的大模型训练与推理服务。',
    cover: '/api/media/news/cover-09.svg',
    source: '瀚数科技',
    publishedAt: '2025-05-20',
    isTop: false,
    author: '瀚数AI实验室',
    content: `<p>5月20日，瀚数科技与国信云计算、中科智算研究院在北京签署合作协议，共同建设面向金融行业的金融智算中心。智算中心一期已完成部署，提供约2,000P（FP16）算力。</p>
<h2>“可用、可控、可审计”的算力</h2>
<p>金融机构在使用大模型时，对数据不出域、资源隔离和审计留痕有严格要求。金融智算中心采用专属集群与物理隔离相结合的方式，为每家机构提供独立的训练与推理环境。三方分工如下：</p>
<ul>
<li>国信云计算负责数据中心基础设施、网络与运维保障；</li>
<li>中科智算研究院负责模型训练框架优化与国产算力适配；</li>
<li>瀚数科技提供“瀚智”金融大模型、模型评测体系与行业应用。</li>
</ul>
<p>AI实验室负责人许清和介绍，经过联合优化，“瀚智”在国产算力上的推理吞吐提升了2.3倍，生成一份信贷审批报告的时间由40秒缩短至12秒。</p>
<blockquote>“算力、模型和场景三者缺一不可。这次合作让金融机构不必自建昂贵的基础设施，也能安全地用上大模型。”——许清和</blockquote>
<p>智算中心全部采用液冷技术，电能利用效率（PUE）低于1.2，并优先使用绿色电力。客户机构可通过专属控制台查看自身的资源使用情况和审计日志。</p>
<p>目前已有6家银行和保险公司签约使用金融智算中心，二期建设计划于2026年完成，届时总算力将提升至约5,000P。</p>`,
  },
  {
    id: 25,
    type: 'research',
    title: '金融机构数据治理成熟度评估：从“建制度”到“见实效”',
    summary:
      '对58家银行、消费金融和保险机构的评估显示，数据治理平均成熟度为2.7级（满分5级），数据标准与数据质量仍是主要短板。',
    cover: '/api/media/research/cover-08.svg',
    source: '瀚数研究院',
    publishedAt: '2025-07-16',
    isTop: false,
    author: '瀚数研究院 数据治理研究组',
    content: `<p>数据已成为金融机构的重要生产要素，但许多机构的数据治理仍停留在“有制度、缺落地”的阶段。2025年上半年，瀚数研究院参照DCMM框架，对58家金融机构开展了数据治理成熟度评估。</p>
<h2>总体情况</h2>
<table>
<thead><tr><th>能力域</th><th>平均得分（满分5分）</th><th>得分最高的机构类型</th></tr></thead>
<tbody>
<tr><td>数据战略</td><td>3.1</td><td>全国性银行</td></tr>
<tr><td>数据安全</td><td>3.3</td><td>保险公司</td></tr>
<tr><td>数据标准</td><td>2.4</td><td>城商行</td></tr>
<tr><td>数据质量</td><td>2.3</td><td>消费金融公司</td></tr>
<tr><td>数据应用</td><td>2.6</td><td>消费金融公司</td></tr>
</tbody>
</table>
<p>整体来看，58家机构的平均成熟度为2.7级。数据安全和数据战略得分相对较高，这与近年来的监管要求密切相关；数据标准和数据质量则是普遍短板。</p>
<h2>主要问题</h2>
<ul>
<li>数据标准覆盖不足，同一指标在不同系统中口径不一，例如“活跃客户”平均存在3.4种定义；</li>
<li>数据质量问题多依赖事后发现，仅29%的机构建立了自动化质量监控；</li>
<li>数据责任落实不到位，业务部门参与数据治理的积极性不高。</li>
</ul>
<p>得分最高的几家机构有一个共同点：由业务部门牵头确定指标口径，由科技部门负责落地实施，并由高管层定期审视数据治理的进展。</p>
<h2>改进建议</h2>
<ol>
<li>以监管报送和核心经营指标为抓手，优先统一关键数据标准；</li>
<li>将数据质量规则嵌入数据生产流程，做到问题早发现、早处理；</li>
<li>把数据治理成效纳入业务部门的考核。</li>
</ol>
<p>根据我们的经验，按照上述路径推进的机构，通常可以在18至24个月内将数据治理成熟度提升一个等级。</p>
<blockquote>数据治理见实效的标志，是业务人员开始主动使用数据，并且信任数据。</blockquote>`,
  },
  {
    id: 26,
    type: 'dynamic',
    title: '瀚数科技发布“瀚数营销云”，锦程消费金融成为首批用户',
    summary: '营销云整合客户洞察、智能触达与效果归因，在锦程消费金融的试点中将存量客户复借率提升了18%。',
    cover: '/api/media/news/cover-04.svg',
    source: '瀚数科技',
    publishedAt: '2025-09-10',
    isTop: false,
    author: '精准营销事业部',
    content: `<p>9月10日，瀚数科技在上海发布新一代精准营销产品“瀚数营销云”。锦程消费金融作为首批用户，在发布会上分享了试点成果。</p>
<h2>一站式的合规营销平台</h2>
<p>瀚数营销云将客户洞察、策略制定、多渠道触达和效果归因整合到一个平台中，主要功能包括：</p>
<ul>
<li><strong>客户洞察：</strong>基于授权数据构建超过1,500个客户标签，支持实时分群；</li>
<li><strong>智能触达：</strong>对短信、App推送、智能外呼和企业微信等渠道统一编排，并自动控制触达频次；</li>
<li><strong>内容生成：</strong>借助“瀚智”大模型生成营销文案，并由合规审核模块自动检查；</li>
<li><strong>效果归因：</strong>通过对照组实验量化每一次活动带来的增量效果。</li>
</ul>
<h2>试点成效</h2>
<p>在锦程消费金融为期四个月的试点中，存量客户复借率提升18%，单次营销活动的平均投诉率下降42%，营销人员策划一场活动的时间由5天缩短至1天。</p>
<blockquote>“营销不是打扰客户，而是在合适的时间，为合适的客户提供合适的服务。”——苏晓棠</blockquote>
<p>瀚数科技高级副总裁、精准营销业务负责人苏晓棠表示，营销云严格遵循个人信息保护要求，所有触达均基于客户授权，并为客户提供便捷的退订渠道。</p>
<p>锦程消费金融相关负责人表示，营销云让营销团队第一次清楚地看到每一次活动的真实增量效果，预算分配也因此更加精准。双方计划在年内将合作扩展至新客激活和会员运营场景。</p>`,
  },
  {
    id: 27,
    type: 'research',
    title: '小微企业信贷数字化报告：从“放得快”到“管得住”',
    summary:
      '基于12家银行约86万户小微企业的贷款数据，报告分析线上经营贷的规模、风险与定价变化，并提出贷中预警与续贷建议。',
    cover: '/api/media/research/cover-02.svg',
    source: '瀚数研究院',
    publishedAt: '2025-12-09',
    isTop: false,
    author: '方知远',
    content: `<p>近年来，小微企业贷款“增量、扩面、降价”成效显著，线上信用贷款成为重要的增长点。瀚数研究院分析了12家合作银行在2022年至2025年三季度期间约86万户小微企业的贷款数据。</p>
<h2>规模与结构</h2>
<table>
<thead><tr><th>年份</th><th>线上信用贷占比</th><th>户均余额（万元）</th><th>平均利率</th><th>不良率</th></tr></thead>
<tbody>
<tr><td>2022年</td><td>27%</td><td>34.6</td><td>5.62%</td><td>1.41%</td></tr>
<tr><td>2023年</td><td>34%</td><td>31.2</td><td>5.08%</td><td>1.53%</td></tr>
<tr><td>2024年</td><td>41%</td><td>29.8</td><td>4.61%</td><td>1.72%</td></tr>
<tr><td>2025年1–9月</td><td>46%</td><td>28.9</td><td>4.27%</td><td>1.80%</td></tr>
</tbody>
</table>
<p>线上信用贷占比从27%提升至46%，户均余额则从34.6万元降至28.9万元，说明贷款正在覆盖更多规模更小的经营主体，普惠的广度明显提高。</p>
<h2>主要发现</h2>
<ul>
<li>利率持续下行的同时不良率温和上升，风险定价空间不断收窄；</li>
<li>首贷户的不良率约为续贷户的2.1倍，其中约70%的不良集中在放款后6至12个月；</li>
<li>引入税务、结算和供应链数据的模型，平均可提前4.5个月识别经营恶化。</li>
</ul>
<p>分行业看，批发零售和住宿餐饮行业的不良率上升最快，制造业和科技服务业相对稳定。这提示银行需要在行业准入和额度管理上更加精细。</p>
<h2>建议</h2>
<ol>
<li>建立以经营流水为核心的贷中预警体系，而不是只在到期时评估；</li>
<li>对经营稳定的优质客户推行无还本续贷，减少“过桥”成本；</li>
<li>在定价中体现风险差异，避免“一刀切”的低价竞争。</li>
</ol>
<blockquote>小微金融的下一阶段，比拼的不再是放得快，而是管得住、续得上。</blockquote>
<p>瀚数科技已在普惠金融产品中提供贷中预警与续贷评估模块，并可结合各银行的客群特点进行定制。</p>`,
  },
  {
    id: 28,
    type: 'dynamic',
    title: '瀚数科技公布2025年度业绩：营业收入14.82亿元，AI相关收入占比升至21%',
    summary: '2025年公司营业收入同比增长13.9%，服务金融机构超过600家，“瀚智”大模型及相关应用贡献收入3.11亿元。',
    cover: '/api/media/news/cover-02.svg',
    source: '瀚数科技',
    publishedAt: '2026-03-24',
    isTop: false,
    author: '投资者关系部',
    content: `<p>3月24日，瀚数科技（6689.HK）公布截至2025年12月31日止年度业绩。</p>
<h2>财务摘要</h2>
<ul>
<li>营业收入14.82亿元，同比增长13.9%；</li>
<li>毛利率64.1%；</li>
<li>经调整净利润2.58亿元，同比增长16.2%；</li>
<li>研发投入3.87亿元，占营业收入的26.1%；</li>
<li>年末现金及现金等价物24.3亿元。</li>
</ul>
<h2>AI业务快速增长</h2>
<p>“瀚智”金融大模型以及基于大模型的营销、风控、客服应用全年贡献收入3.11亿元，占总收入的21%。截至年末，已有87家金融机构部署使用“瀚智”相关产品。</p>
<p>分业务看，智能风控收入6.02亿元，同比增长9.1%；精准营销与数据分析收入4.37亿元，同比增长18.5%；保险科技收入2.46亿元，同比增长21.7%；普惠金融收入1.97亿元，同比增长12.0%。</p>
<p>截至年末，公司服务的金融机构超过600家，员工总数约1,200人，其中研发人员占比超过60%。</p>
<blockquote>“2025年，我们在大模型应用上迈出了坚实的一步。2026年，我们的目标是让AI在客户的核心业务流程中创造可衡量的价值。”——陈立言</blockquote>
<p>展望2026年，公司将推出“瀚智”大模型新版本，加快金融智算中心二期建设，并继续拓展保险、信托和普惠金融领域的客户。</p>
<p>董事会建议派发末期股息每股0.12港元，并宣布将在未来12个月内实施总额不超过2亿港元的股份回购计划。</p>`,
  },
  {
    id: 29,
    type: 'dynamic',
    title: '2026瀚数金融科技大会举行，发布“瀚智”2.0与金融智能体平台',
    summary:
      '来自360余家金融机构的2,000余名嘉宾参会。公司发布“瀚智”金融大模型2.0和金融智能体平台，并宣布未来三年研发投入不少于12亿元。',
    cover: '/api/media/news/cover-02.svg',
    source: '瀚数科技',
    publishedAt: '2026-10-28',
    isTop: true,
    author: '品牌市场部',
    content: `<p>10月28日，2026瀚数金融科技大会在北京举行。本届大会以“智能体时代的金融”为主题，来自360余家金融机构、科研院所和合作伙伴的2,000余名嘉宾参会。今年也是瀚数科技在香港联合交易所主板上市五周年。</p>
<h2>“瀚智”2.0与金融智能体平台</h2>
<p>首席技术官周慕远发布了“瀚智”金融大模型2.0。与上一代相比，新版本在金融知识问答、长文档理解和表格分析任务上的准确率平均提升14个百分点，推理成本下降约60%。</p>
<p>同期发布的金融智能体平台，让金融机构可以在统一的权限、审计与风控框架下，构建能够调用内部系统、完成多步骤任务的业务智能体。首批上线的场景包括：</p>
<ul>
<li>对公授信尽调资料整理与初审；</li>
<li>保险理赔材料审核；</li>
<li>贷后预警信号研判与处置建议；</li>
<li>监管报送数据核对。</li>
</ul>
<figure><img src="/api/media/news/cover-07.svg" alt="2026瀚数金融科技大会主论坛"><figcaption>2026瀚数金融科技大会主论坛现场</figcaption></figure>
<h2>未来三年研发投入不少于12亿元</h2>
<p>董事长兼首席执行官陈立言在主题演讲中宣布，公司未来三年研发投入累计将不少于12亿元，重点投向大模型与智能体技术，并与清源大学金融科技研究中心共建金融智能体联合实验室。</p>
<blockquote>“上市五年来，我们服务的机构从约400家增加到600多家。变化的是技术，不变的是我们对安全与合规的坚持。”——陈立言</blockquote>
<p>大会同期举办了银行、消费金融、保险和普惠金融四场分论坛，以及面向开发者的智能体应用工作坊。</p>`,
  },
  {
    id: 30,
    type: 'research',
    title: '2027年金融科技展望：智能体走进核心业务',
    summary:
      '瀚数研究院发布年度展望，基于对120家金融机构的调研，提出2027年值得关注的六大趋势，并给出AI投入与应用的最新数据。',
    cover: '/api/media/research/cover-01.svg',
    source: '瀚数研究院',
    publishedAt: '2026-11-18',
    isTop: true,
    author: '瀚数研究院',
    content: `<p>每年年末，瀚数研究院都会结合对合作机构的调研和自身的业务实践，发布下一年度的金融科技展望。今年的调研覆盖120家银行、消费金融、信托、保险和小贷机构，于2026年9月至10月完成。</p>
<h2>调研数据一览</h2>
<table>
<thead><tr><th>指标</th><th>2025年</th><th>2026年</th><th>2027年（预期）</th></tr></thead>
<tbody>
<tr><td>已在生产环境使用大模型的机构比例</td><td>38%</td><td>64%</td><td>81%</td></tr>
<tr><td>AI投入占科技预算比例（中位数）</td><td>9%</td><td>14%</td><td>19%</td></tr>
<tr><td>已试点业务智能体的机构比例</td><td>6%</td><td>27%</td><td>52%</td></tr>
</tbody>
</table>
<p>与去年相比，机构对大模型的态度已从观望转向落地：64%的受访机构已在生产环境中使用大模型，计划在2027年试点业务智能体的机构超过半数。</p>
<figure><img src="/api/media/research/cover-03.svg" alt="金融智能体在业务流程中的位置示意"><figcaption>图：金融智能体在授信、理赔等核心流程中的位置示意</figcaption></figure>
<h2>2027年六大趋势</h2>
<ol>
<li><strong>智能体进入核心流程：</strong>从客服、办公等外围场景，走向授信审批、理赔审核等核心业务；</li>
<li><strong>模型风险管理升级：</strong>大模型纳入机构的模型风险管理体系，评测与监控成为刚需；</li>
<li><strong>数据要素流通加速：</strong>数据交易所与隐私计算推动外部数据的合规使用；</li>
<li><strong>反欺诈攻防AI化：</strong>深度合成攻击与AI防御之间的对抗持续升级；</li>
<li><strong>普惠金融精细化：</strong>县域与小微金融从扩面转向风险定价与贷中管理；</li>
<li><strong>算力国产化：</strong>金融机构加速在国产算力上部署和优化模型。</li>
</ol>
<p>调研同时显示，机构最担心的三个问题依次是：数据安全与隐私（72%）、模型输出的准确性与可解释性（65%）、专业人才不足（51%）。</p>
<blockquote>2027年，金融机构评判AI的标准将从“能做什么”转向“为业务带来了多少可衡量的价值”。</blockquote>
<p>我们建议金融机构以两到三个高价值场景为突破口，同步建设评测、监控和审计能力，在风险可控的前提下逐步扩大AI的应用范围。</p>`,
  },
];

// ---------------------------------------------------------------------------------------------
// Articles, English (ids 501–530, the Chinese id + 500, same order)

const enArticles: SeedArticle[] = [
  {
    id: 501,
    type: 'dynamic',
    title: 'Hanshu FinTech Signs Comprehensive Strategic Partnership with East China City Commercial Bank',
    summary:
      'The three-year partnership covers intelligent risk control, data analytics and retail lending transformation, anchored by a new joint innovation lab for retail finance.',
    cover: '/api/media/news/cover-01.svg',
    source: 'Hanshu FinTech',
    publishedAt: '2022-01-18',
    isTop: false,
    author: 'Brand & Marketing',
    content: `<p>On January 18, Hanshu FinTech and East China City Commercial Bank signed a comprehensive strategic partnership agreement in Shanghai. Chen Liyan, Hanshu FinTech's founder, chairman and CEO, attended the signing ceremony together with the bank's vice president in charge of retail banking. Under the agreement, the two organizations will work closely over the next three years on intelligent risk control, data analytics and the digital transformation of retail lending.</p>
<h2>A joint lab for retail finance innovation</h2>
<p>The partners will set up a Retail Finance Joint Innovation Lab, co-led by Lin Jiahe, Hanshu FinTech's chief risk officer, and the head of the bank's retail risk management department. The lab has signed off on three initial projects:</p>
<ul>
<li>a credit assessment model for small business owners built on multi-dimensional data;</li>
<li>an early-warning framework that covers the entire loan lifecycle, from origination through servicing to collections;</li>
<li>customer segmentation and targeted engagement for the bank's mobile banking channel.</li>
</ul>
<p>East China City Commercial Bank has run Hanshu FinTech's intelligent risk decision engine since 2019, and the engine now handles more than two million credit and transaction decisions every day. The new agreement turns what began as a single-system relationship into a broad partnership spanning business, technology and talent development.</p>
<blockquote>"A city commercial bank's greatest strength is its local roots and its closeness to customers. Our job is to help partners turn that strength into a lasting digital advantage, backed by solid data and modeling capabilities." — Chen Liyan</blockquote>
<p>The two sides will also run dedicated training programs for the bank's technology and risk teams. Over the three-year term, they aim to develop more than 200 professionals who combine business judgment with hands-on data skills.</p>`,
  },
  {
    id: 502,
    type: 'dynamic',
    title: 'Hanshu FinTech Announces 2021 Annual Results: Revenue Up 31.6%',
    summary:
      'Revenue reached RMB 862 million in 2021, the number of financial institutions served grew to 460, and R&D spending rose to 27.4% of revenue.',
    cover: '/api/media/news/cover-02.svg',
    source: 'Hanshu FinTech',
    publishedAt: '2022-03-28',
    isTop: false,
    author: 'Investor Relations',
    content: `<p>On March 28, Hanshu FinTech (6689.HK) announced its audited results for the year ended December 31, 2021. These are the company's first annual results since its listing on the Main Board of the Hong Kong Stock Exchange in July 2021.</p>
<h2>Financial highlights</h2>
<ul>
<li>Revenue of RMB 862 million, up 31.6% year on year;</li>
<li>Gross profit of RMB 541 million, for a gross margin of 62.8%;</li>
<li>Adjusted net profit of RMB 137 million, up 24.1%;</li>
<li>R&amp;D investment of RMB 236 million, equal to 27.4% of revenue;</li>
<li>460 financial institutions served, 92 more than a year earlier.</li>
</ul>
<h2>Business highlights</h2>
<p>Intelligent Risk Control remained the largest revenue contributor, bringing in RMB 418 million for the year. Precision Marketing and Data Analysis grew fastest, with revenue up 46.2%, as consumer finance companies and city commercial banks stepped up spending on customer acquisition and portfolio management tools. The Insurance Technology business delivered underwriting and claims projects for several life and property insurers.</p>
<p>Chief Financial Officer Wang Siqi said the IPO proceeds will be used as set out in the prospectus, primarily for core technology research, regional delivery capacity and the expansion of the inclusive finance business.</p>
<blockquote>"2021 was a milestone year for Hanshu FinTech. We will stay focused on serving financial institutions through technology, and on growing steadily within a sound compliance framework." — Chen Liyan</blockquote>
<h2>Outlook</h2>
<p>In 2022, the company will prioritize the next major release of its risk control platform, broaden its reach among city commercial banks, rural commercial banks and consumer finance companies, and step up investment in Insurance Technology and Inclusive Finance. The board has recommended a final dividend of HK$0.06 per share.</p>`,
  },
  {
    id: 503,
    type: 'research',
    title: 'China Consumer Finance Trends 2022',
    summary:
      'Drawing on a survey of 62 consumer lenders and bank consumer credit units, Hanshu Research maps the shifts in acquisition costs, asset quality and digital operations.',
    cover: '/api/media/research/cover-01.svg',
    source: 'Hanshu Research',
    publishedAt: '2022-05-16',
    isTop: false,
    author: 'Hanshu Research, Consumer Finance Team',
    content: `<p>Over the past two years, China's consumer finance industry has entered a period of adjustment, shaped by tighter regulation on one side and uneven demand on the other. In the first quarter of 2022, Hanshu Research surveyed and interviewed 62 licensed consumer finance companies, consumer credit units of city commercial banks and online platforms. This report summarizes what we found.</p>
<h2>1. Acquisition costs keep rising, and the existing book matters more</h2>
<p>The median cost of acquiring a customer rose from RMB 286 in 2020 to RMB 352 in 2021, an increase of about 23%. Repeat borrowing among existing customers has become the key measure of operating capability: 78% of respondents named "managing the existing customer base" as their top priority for 2022.</p>
<table>
<thead><tr><th>Indicator</th><th>2020</th><th>2021</th></tr></thead>
<tbody>
<tr><td>Median acquisition cost per customer (RMB)</td><td>286</td><td>352</td></tr>
<tr><td>Share of applications made online</td><td>71%</td><td>83%</td></tr>
<tr><td>Share of decisions fully automated</td><td>64%</td><td>76%</td></tr>
<tr><td>Median M3+ delinquency rate</td><td>2.9%</td><td>2.4%</td></tr>
</tbody>
</table>
<h2>2. Asset quality is stabilizing, but segments are diverging</h2>
<p>Overall delinquency has improved, yet risk varies widely among new urban residents and gig workers. Models that rely only on traditional credit bureau data separate good from bad borrowers in these segments noticeably less well, with KS values about 0.08 lower on average.</p>
<h2>3. Three recommendations</h2>
<ol>
<li>Build a performance framework around customer lifetime value rather than loan volume alone;</li>
<li>With proper customer consent, bring in alternative data to assess thin-file borrowers more accurately;</li>
<li>Automate approval, pricing and credit-line strategies to shorten the cycle from idea to live policy.</li>
</ol>
<p>We expect competition in 2022 to shift from growing the book to running it well, and lenders with strong data and modeling capabilities to gain the most room to grow.</p>`,
  },
  {
    id: 504,
    type: 'dynamic',
    title: 'Hanshu FinTech Added to Southbound Stock Connect',
    summary:
      'From September 5, 2022, Hanshu FinTech (6689.HK) is eligible for Southbound trading under Shenzhen-Hong Kong Stock Connect, giving mainland investors direct access to its shares.',
    cover: '/api/media/news/cover-07.svg',
    source: 'Hanshu FinTech',
    publishedAt: '2022-09-05',
    isTop: false,
    author: 'Investor Relations',
    content: `<p>According to an announcement by the Shenzhen Stock Exchange, Hanshu FinTech (stock code: 6689.HK) has been added to the list of eligible securities for Southbound trading under Shenzhen-Hong Kong Stock Connect, effective September 5, 2022. Qualified mainland investors can now buy and sell the company's shares directly through the Stock Connect program.</p>
<h2>Progress since the listing</h2>
<p>Hanshu FinTech listed on the Main Board of the Hong Kong Stock Exchange in July 2021. In the year and more since then, the company has kept investing heavily in research and development, launched version 4.0 of its intelligent risk control platform, and grown the number of financial institutions it serves from about 400 at the time of listing to more than 480 today.</p>
<ul>
<li>Research and development staff continue to make up more than 60% of the workforce;</li>
<li>Client delivery teams in Shanghai and Chengdu have been expanded;</li>
<li>The company has maintained its information security and data management certifications.</li>
</ul>
<p>Chief Financial Officer Wang Siqi said inclusion in Stock Connect will broaden the shareholder base and improve trading liquidity. It also allows more mainland investors, who know China's fintech sector well, to take part in the company's long-term growth. The company will continue to hold results briefings in both Hong Kong and the mainland after each reporting period.</p>
<blockquote>"Our clients and our business are on the mainland, so Stock Connect brings us closer to the investors who understand what we do. We will keep earning their trust through steady performance and transparent disclosure." — Wang Siqi</blockquote>
<p>Investors can find the latest announcements and results materials in the Investor Relations section of this website, or reach the Investor Relations team at ir@hanshufintech.cn.</p>`,
  },
  {
    id: 505,
    type: 'research',
    title: 'Credit Risk Modeling in Practice: From Scorecards to Explainable Machine Learning',
    summary:
      'Lessons from 43 credit risk projects, comparing logistic regression scorecards with gradient boosted trees on performance, stability and explainability.',
    cover: '/api/media/research/cover-02.svg',
    source: 'Hanshu Research',
    publishedAt: '2022-10-20',
    isTop: false,
    author: 'Lin Jiahe',
    content: `<p>Logistic regression scorecards have long been the workhorse of credit risk management because they are transparent and easy to explain to regulators and business teams. Machine learning models such as gradient boosted trees usually rank risk better. Striking the right balance between performance and explainability is one of the questions modeling teams at financial institutions ask us most often.</p>
<h2>Data and approach</h2>
<p>We reviewed 43 credit risk modeling projects delivered between 2020 and 2022, covering bank credit cards, consumer loans and small business loans. For each project we compared three model types on the same samples and the same feature pool.</p>
<table>
<thead><tr><th>Model</th><th>Average KS</th><th>Average AUC</th><th>Out-of-time PSI</th></tr></thead>
<tbody>
<tr><td>Logistic regression scorecard</td><td>0.382</td><td>0.751</td><td>0.04</td></tr>
<tr><td>Gradient boosted trees (GBDT)</td><td>0.431</td><td>0.782</td><td>0.07</td></tr>
<tr><td>Monotonic GBDT with SHAP explanations</td><td>0.424</td><td>0.778</td><td>0.05</td></tr>
</tbody>
</table>
<h2>Key findings</h2>
<ul>
<li>GBDT models improved KS by about 0.05 on average, and by 0.07 for thin-file borrowers;</li>
<li>Unconstrained GBDT models were less stable over time; in some projects PSI passed 0.1 within six months of going live;</li>
<li>Adding monotonic constraints and SHAP-based explanations cost less than 2% in performance while bringing stability close to scorecard levels.</li>
</ul>
<p>By product type, small business loan projects gained the most, because business data offers richer signals; credit card projects, where scorecards are already highly refined, gained the least.</p>
<h3>What we recommend</h3>
<p>Where lenders must tell applicants why they were declined, we recommend a monotonic machine learning model paired with reason codes for every decision. Teams should also monitor models monthly, review any feature whose PSI exceeds 0.1, and trigger retraining when needed.</p>
<blockquote>A model's value is not its KS on launch day. It is whether you can still rely on it two years later.</blockquote>`,
  },
  {
    id: 506,
    type: 'dynamic',
    title: 'Hanshu FinTech Opens New Shenzhen Office',
    summary:
      "The new 3,200-square-meter office in Shenzhen's Nanshan Science Park will serve as the company's South China delivery center and an insurance technology R&D base.",
    cover: '/api/media/news/cover-08.svg',
    source: 'Hanshu FinTech',
    publishedAt: '2022-11-22',
    isTop: false,
    author: 'Administration',
    content: `<p>On November 22, Hanshu FinTech officially opened its new Shenzhen office in the Nanshan Science and Technology Park. Covering about 3,200 square meters and designed for around 260 employees, the office will serve as the company's client delivery center for South China and as a research base for its insurance technology products.</p>
<figure><img src="/api/media/news/cover-12.svg" alt="The Shenzhen team at the new office"><figcaption>The Shenzhen team at the new office</figcaption></figure>
<h2>Closer to clients in South China</h2>
<p>South China is home to a high concentration of consumer finance companies, online lenders and insurers, and Hanshu FinTech already serves more than 90 financial institutions in the region. From the new office, the Shenzhen team will focus on:</p>
<ul>
<li>local project delivery and on-site support for banks and consumer finance companies across South China;</li>
<li>developing the intelligent underwriting and claims modules of the company's insurance technology products;</li>
<li>campus recruitment and joint training programs with local universities.</li>
</ul>
<p>Han Yizhou, vice president and head of Insurance Technology, attended the opening ceremony. He noted that the Shenzhen team has grown from fewer than 50 people to nearly 200 over the past two years, and that the new space gives it room to keep growing and to work more closely across departments. The company plans to add about 60 positions in Shenzhen over the next year, most of them in engineering and client delivery.</p>
<blockquote>"The closer we are to our clients, the faster we can respond. The new Shenzhen office is an important step in building out our national delivery network." — Han Yizhou</blockquote>
<p>The office includes a client experience center, a product demonstration hall and a training room that seats 120. With it, Hanshu FinTech now operates from its Beijing headquarters together with offices in Shanghai, Shenzhen, Hangzhou and Chengdu.</p>`,
  },
  {
    id: 507,
    type: 'dynamic',
    title: 'Hanshu FinTech Holds Its Third Security Awareness Week',
    summary:
      'A week of phishing drills, red-team exercises and data compliance talks reached every employee, and the phishing click rate fell to 2.1%.',
    cover: '/api/media/news/cover-12.svg',
    source: 'Hanshu FinTech',
    publishedAt: '2023-02-20',
    isTop: false,
    author: 'Information Security',
    content: `<p>From February 13 to 17, Hanshu FinTech held its third Security Awareness Week. Organized by the Information Security department, the program ran at the Beijing headquarters and at the Shanghai, Shenzhen, Hangzhou and Chengdu offices, and more than 1,100 employees and on-site contractors took part.</p>
<h2>Phishing and web attack drills</h2>
<p>During the week, the security team sent several rounds of simulated phishing emails. One of them promised a free souvenir and carried a disguised link: <a href="javascript:alert(1)">Click here to claim your Security Week gift</a>. Only 2.1% of employees clicked, down from 6.8% last year, while the share who reported the email rose to 64%.</p>
<p>The red team also posted a snippet disguised as an event poster to the internal knowledge base to test the content platform's filtering: <img src="/api/media/news/cover-03.svg" alt="Security Week poster" onerror="alert('xss')"><script>alert('xss')</script>The platform cleaned the content as soon as it was saved, and the attack code never ran.</p>
<h2>Highlights of the week</h2>
<ul>
<li><strong>Red-team and blue-team exercise:</strong> the blue team cut its average response time to 18 minutes;</li>
<li><strong>Data compliance talks:</strong> sessions on the Personal Information Protection Law and the Data Security Law explained how client data is classified and why we collect only what is strictly necessary;</li>
<li><strong>Security quiz:</strong> 87 teams competed, and the "Zero Trust" team from the R&amp;D center took first place.</li>
</ul>
<blockquote>"Security is not one department's job. Every employee is the first line of defense for our company's data and our clients' data." — Zhou Muyuan</blockquote>
<p>Chief Technology Officer Zhou Muyuan noted that the more than 500 financial institutions the company serves hold it to the highest standards of data security. Issues uncovered during the drills will feed into the quarterly remediation plan, and all employees will complete refresher security training before the end of the year.</p>`,
  },
  {
    id: 508,
    type: 'dynamic',
    title: 'Hanshu FinTech and Hengxin Trust Partner on a Digital Trust Platform',
    summary:
      'The partners will build capabilities for wealth client insight, project risk monitoring and family trust operations, setting a benchmark for digital transformation in the trust industry.',
    cover: '/api/media/news/cover-01.svg',
    source: 'Hanshu FinTech',
    publishedAt: '2023-03-15',
    isTop: false,
    author: 'Brand & Marketing',
    content: `<p>On March 15, Hanshu FinTech and Hengxin Trust signed a partnership agreement in Beijing to jointly build a digital platform for Hengxin's trust business, spanning wealth management, project risk control and operations.</p>
<h2>Three areas of work</h2>
<ol>
<li><strong>Wealth client insight:</strong> bringing together holdings, transactions and service records to build profiles of high-net-worth clients, so that relationship managers can tailor their service to each segment;</li>
<li><strong>Project risk monitoring:</strong> tracking the counterparties of financing and investment projects across news sentiment, corporate registry and litigation data, with automatic alerts when risk signals appear;</li>
<li><strong>Family trust operations:</strong> moving the setup, distribution and reporting of family trusts online to cut processing times.</li>
</ol>
<p>Hengxin Trust said that, as the industry's new business classification rules take effect, it is accelerating its shift toward service trusts and wealth management trusts, which raises the bar for data governance and systems. Hanshu FinTech already provides risk monitoring services to several trust companies and brings deep industry experience to the project. A joint team of about 30 people from both companies will work on site in Beijing throughout the first phase.</p>
<p>Lin Jiahe, Hanshu FinTech's chief risk officer, explained that the risk monitoring module will draw on more than 200 types of external risk signals and let users drill down by project, counterparty and industry, helping the trust company spot emerging risks earlier.</p>
<blockquote>"Digital transformation in trust is not about moving paper processes online. It is about using data to understand clients and risk in a new way." — Lin Jiahe</blockquote>
<p>The first phase of the platform is scheduled to go live in the second half of 2023. A second phase will extend it to compliance management and regulatory reporting.</p>`,
  },
  {
    id: 509,
    type: 'research',
    title: 'Digital Transformation in Insurance: How Intelligent Underwriting and Claims Get Deployed',
    summary:
      'Based on a survey of 27 life and property insurers, this report examines where intelligent underwriting and claims automation stand today, what they deliver and what holds them back.',
    cover: '/api/media/research/cover-03.svg',
    source: 'Hanshu Research',
    publishedAt: '2023-04-18',
    isTop: false,
    author: 'Han Yizhou',
    content: `<p>Insurers agree that digital transformation is essential, but progress varies widely from one part of the value chain to another. Hanshu Research and our Insurance Technology unit surveyed 27 life and property insurers, focusing on underwriting, claims and fraud detection.</p>
<h2>Underwriting: automation is rising fast</h2>
<p>Among the life insurers surveyed, the median straight-through rate for health insurance underwriting was 58%, and the leaders already exceed 75%. Once medical examination and health data were brought in, the volume of manual underwriting fell by about 35% on average.</p>
<h2>Claims: small claims lead the way</h2>
<p>In motor and short-term health insurance, 41% of small claims under RMB 5,000 are now processed automatically, and the average time to settle has dropped from 3.2 days to 0.6 days.</p>
<table>
<thead><tr><th>Process</th><th>Median automation rate</th><th>Change in handling time</th></tr></thead>
<tbody>
<tr><td>Health insurance underwriting</td><td>58%</td><td>From 2.5 days to 0.4 days</td></tr>
<tr><td>Small claims</td><td>41%</td><td>From 3.2 days to 0.6 days</td></tr>
<tr><td>Claims fraud screening</td><td>67%</td><td>From manual sampling to screening every claim</td></tr>
</tbody>
</table>
<p>The survey also found that insurers with a unified data platform had underwriting and claims automation rates about 15 percentage points higher than their peers, a clear sign of how much the data foundation matters.</p>
<h2>What holds insurers back</h2>
<ul>
<li>Legacy core systems leave data scattered across multiple platforms that are hard to connect;</li>
<li>The compliance boundaries for obtaining and using medical data still need to be clarified;</li>
<li>Business teams have yet to build full confidence in model outputs.</li>
</ul>
<p>We recommend that insurers start with high-volume, standardized cases such as small claims and simplified underwriting, prove the value there, and then extend automation to more complex cases, while building data governance and model management capabilities in parallel.</p>`,
  },
  {
    id: 510,
    type: 'dynamic',
    title: 'Hanshu FinTech Achieves ISO/IEC 27701 Privacy Information Management Certification',
    summary:
      'Building on its ISO/IEC 27001 certification, the company has added the international privacy standard and passed a Level 3 Data Management Capability Maturity (DCMM) assessment.',
    cover: '/api/media/news/cover-11.svg',
    source: 'Hanshu FinTech',
    publishedAt: '2023-05-25',
    isTop: false,
    author: 'Information Security',
    content: `<p>On May 25, Hanshu FinTech announced that it has been certified to ISO/IEC 27701 for privacy information management. The company has also passed a Level 3 ("Robust") assessment under China's national Data Management Capability Maturity Model (DCMM).</p>
<h2>Protecting client data through a systematic approach</h2>
<p>ISO/IEC 27701 extends the ISO/IEC 27001 information security standard to cover privacy, setting systematic requirements for how personal information is collected, stored, used, shared and deleted. Hanshu FinTech has held ISO/IEC 27001 certification continuously since 2017, and the new certification covers the development and operation of all of its products. The audit was carried out over three weeks by an accredited international certification body.</p>
<p>To prepare for certification, the company spent the past year on the following work:</p>
<ul>
<li>mapping the personal information processing activities of every product, resulting in more than 420 processing records;</li>
<li>launching a data classification and masking platform, with sensitive fields encrypted at rest by default;</li>
<li>introducing privacy impact assessments that every new project must complete before going live;</li>
<li>running dedicated privacy training for all employees, with a test at the end of every course.</li>
</ul>
<blockquote>"Financial institutions share their data with us because they trust us. Certification is not the finish line; it is an ongoing commitment to that trust." — Zhou Muyuan</blockquote>
<p>The company plans to begin a Data Security Capability Maturity assessment later this year to further strengthen its data security governance, and will continue to engage independent firms to run regular penetration tests on its critical systems.</p>
<p>The company now has more than 60 full-time information security and privacy specialists, and a Data Security Committee chaired by the chief technology officer reviews data security risks and remediation progress every quarter.</p>`,
  },
  {
    id: 511,
    type: 'dynamic',
    title: 'Hanshu FinTech and Antai Life Insurance Launch Intelligent Underwriting',
    summary:
      'Three months into the pilot, the straight-through rate for health insurance rose from 42% to 71%, and average underwriting time fell from about two working days to 15 minutes.',
    cover: '/api/media/news/cover-05.svg',
    source: 'Hanshu FinTech',
    publishedAt: '2023-06-28',
    isTop: false,
    author: 'Insurance Technology',
    content: `<p>On June 28, Hanshu FinTech and Antai Life Insurance announced the full launch of their jointly developed intelligent underwriting system, which now covers Antai Life's critical illness, medical and term life products.</p>
<h2>Results so far</h2>
<p>The system has been piloted in selected channels since March. In its first three months it delivered:</p>
<ul>
<li>an increase in the straight-through rate for health insurance from 42% to 71%;</li>
<li>a reduction in average underwriting time from about two working days to 15 minutes;</li>
<li>roughly 38% less manual underwriting, freeing underwriters to focus on complex cases.</li>
</ul>
<h2>Rules and models working together</h2>
<p>The system uses a two-layer design that pairs an underwriting rules engine with a risk scoring model. The rules engine encodes more than 1,600 rules from Antai Life's underwriting manual, while the model scores each applicant based on health disclosures, policy history and other information, helping decide whether a medical exam or a manual review is needed.</p>
<p>To build the system, the two companies formed a joint team of underwriting experts, data scientists and engineers. They back-tested the model against nearly five years of historical application and claims data to make sure automated decisions closely match the judgment of senior underwriters.</p>
<p>Han Yizhou, vice president of Hanshu FinTech, pointed out that underwriting demands a high degree of accuracy and compliance. Every automated decision in the system can be traced, and each underwriting outcome comes with a plain-language explanation.</p>
<blockquote>"We want healthy customers to get their policies faster, and we want expert underwriters to spend their time on the cases that truly need their judgment." — Han Yizhou</blockquote>
<p>As a next step, the two companies plan to extend their collaboration to claims fraud detection and to engaging customers at renewal.</p>`,
  },
  {
    id: 512,
    type: 'research',
    title: 'Inclusive Finance in Rural China: Closing the Data Gap in Farm Lending',
    summary:
      'Hanshu Research visited 12 counties in four provinces and surveyed 1,860 farming households and agricultural businesses; 37% of those who needed credit could not get a formal loan.',
    cover: '/api/media/research/cover-04.svg',
    source: 'Hanshu Research',
    publishedAt: '2023-08-16',
    isTop: false,
    author: 'Fang Zhiyuan',
    content: `<p>Rural revitalization depends on access to finance. In the first half of 2023, Hanshu Research worked with Nanling Rural Commercial Bank and Xijiang Village Bank to visit 12 counties across four provinces, surveying 1,860 farming households as well as family farms, cooperatives and other new agricultural businesses.</p>
<h2>A persistent gap between demand and supply</h2>
<p>Among respondents who needed financing in the past year, 37% could not obtain a loan from a formal financial institution. The main reasons were a lack of collateral (52%), an insufficient credit history (44%) and complicated application procedures (29%).</p>
<h2>Data is the biggest obstacle</h2>
<p>Farm incomes are highly seasonal, and information about a household's production is scattered across land titles, agricultural subsidies, purchases of seeds and fertilizer, and crop sales. Conventional assessments built around payroll records and credit bureau files struggle to capture a farmer's real ability to repay. Many households also keep few written records, so even basic figures such as annual income have to be estimated.</p>
<h3>Three ways forward</h3>
<ol>
<li>With the household's consent, combine government and supply chain data into a profile of its farming operations;</li>
<li>Design products around crop cycles, with flexible drawdown and repayment and quarterly interest payments;</li>
<li>Share risk with agricultural credit guarantee institutions to extend unsecured lending to more households.</li>
</ol>
<blockquote>In the pilot counties, adding supply chain data lifted approval rates for unsecured farm loans by 19 percentage points, while the non-performing loan ratio stayed below 1.3%.</blockquote>
<p>The report concludes that inclusive finance at the county level comes down to three things: seeing the borrower clearly, measuring risk accurately and managing it effectively. Strong data capabilities are the foundation for all three.</p>`,
  },
  {
    id: 513,
    type: 'dynamic',
    title: 'Hanshu FinTech Launches the Digital Spark Rural Education Program',
    summary:
      'Over three years, the company will invest RMB 6 million to build digital classrooms in 30 rural schools in central and western China, with employee volunteers teaching coding and financial literacy.',
    cover: '/api/media/news/cover-06.svg',
    source: 'Hanshu FinTech',
    publishedAt: '2023-09-20',
    isTop: false,
    author: 'Corporate Social Responsibility Office',
    content: `<p>On September 20, Hanshu FinTech launched its Digital Spark rural education program in Liangshan, Sichuan Province. Over the next three years, the company will invest RMB 6 million to build digital classrooms in 30 rural primary and secondary schools in central and western China, and employee volunteers will teach introductory coding and financial literacy classes.</p>
<h2>What the program includes</h2>
<ul>
<li><strong>Digital classrooms:</strong> computers, projectors and network equipment for every school, with three years of maintenance support;</li>
<li><strong>Volunteer teaching:</strong> at least 16 class hours per school each semester, delivered by employee volunteers both online and in person;</li>
<li><strong>Financial literacy:</strong> age-appropriate materials on avoiding telecom fraud, spending wisely and building a habit of saving;</li>
<li><strong>Scholarships:</strong> support for 200 high-achieving students from low-income families every year.</li>
</ul>
<p>Digital classrooms at the first 10 schools were completed in August. More than 40 employees from the Chengdu office have signed up as the first group of volunteers and will visit the schools twice each semester to teach in person.</p>
<blockquote>"The value of technology ultimately shows in people's lives. We want children in rural areas to discover the digital world early, and to learn how to protect themselves and plan for their future." — Chen Liyan</blockquote>
<p>Digital Spark is a central part of Hanshu FinTech's ESG strategy. The company has organized employee volunteering for four consecutive years, and its people have contributed more than 12,000 hours of service to date.</p>
<p>The Corporate Social Responsibility Office runs the program in partnership with local education authorities and a charitable foundation, making sure the equipment stays in use and the classes continue year after year. The company will publish an update on progress and spending at the end of every school year.</p>`,
  },
  {
    id: 514,
    type: 'dynamic',
    title: 'Hanshu Intelligent Risk Control Platform 5.0 Cuts Real-Time Decision Latency to 30 Milliseconds',
    summary:
      'The new release adds graph-based fraud detection, full model lifecycle management and low-code strategy design, so institutions can go from model building to production on a single platform.',
    cover: '/api/media/news/cover-04.svg',
    source: 'Hanshu FinTech',
    publishedAt: '2023-11-08',
    isTop: false,
    author: 'Brand & Marketing',
    content: `<p>On November 8, Hanshu FinTech held a product launch in Beijing to introduce version 5.0 of its Intelligent Risk Control platform. The release brings major upgrades in three areas: real-time decisioning, fraud detection and model management.</p>
<h2>What's new</h2>
<ul>
<li><strong>Real-time decision engine:</strong> a rebuilt compute core cuts P99 decision latency from 120 to 30 milliseconds, and a single cluster now handles peaks of 20,000 decisions per second;</li>
<li><strong>Graph-based fraud detection:</strong> a relationship network with tens of billions of links uncovers fraud rings at the application stage by connecting devices, contacts, addresses and more;</li>
<li><strong>Full model lifecycle management:</strong> sample management, feature engineering, training, validation, approval, deployment and monitoring in one place, in line with regulatory expectations for model risk management;</li>
<li><strong>Low-code strategy design:</strong> business users can build approval, pricing and credit-line strategies by drag and drop, cutting the time to launch a new strategy from two weeks to one day.</li>
</ul>
<p>Chief Technology Officer Zhou Muyuan said version 5.0 took 18 months and more than 200 engineers to build, and draws on lessons learned from work with more than 500 financial institutions.</p>
<p>Version 5.0 was also designed with regulatory reporting and audit in mind. Every decision records the model version, the strategy version and a snapshot of the input data, so that any outcome can be traced and reviewed by internal or external auditors.</p>
<blockquote>"The hardest part of a risk system is not how clever any single model is. It is getting models, strategies and data to run together on one platform, reliably and under control." — Zhou Muyuan</blockquote>
<h2>Availability</h2>
<p>Twelve institutions, including East China City Commercial Bank and Jincheng Consumer Finance, took part in early access. The platform can be deployed on premises or in a dedicated cloud, and existing clients can upgrade on a planned schedule.</p>`,
  },
  {
    id: 515,
    type: 'research',
    title: 'Privacy Computing in Credit Risk: Technology Options and Real-World Results',
    summary:
      'We compare federated learning, secure multi-party computation and trusted execution environments, and share performance data from a joint modeling project.',
    cover: '/api/media/research/cover-05.svg',
    source: 'Hanshu Research',
    publishedAt: '2024-01-17',
    isTop: false,
    author: 'Xu Qinghe',
    content: `<p>Since China's Personal Information Protection Law and Data Security Law took effect, financial institutions have become far more careful about bringing in external data, and the principle of "usable but not visible" has moved to the center of data partnerships. Privacy computing provides the technical foundation for working with data across organizations, but the main approaches differ sharply in security, performance and ease of use.</p>
<h2>Three mainstream approaches</h2>
<table>
<thead><tr><th>Approach</th><th>Security basis</th><th>Performance overhead</th><th>Typical use</th></tr></thead>
<tbody>
<tr><td>Federated learning</td><td>Protocol design and differential privacy</td><td>Moderate</td><td>Joint modeling</td></tr>
<tr><td>Secure multi-party computation</td><td>Provable cryptography</td><td>High</td><td>Joint statistics, private queries</td></tr>
<tr><td>Trusted execution environment</td><td>Hardware root of trust</td><td>Low</td><td>Large-scale joint computation</td></tr>
</tbody>
</table>
<h2>Results in practice</h2>
<p>In a vertical federated learning project run by Hanshu FinTech with Lianchuang Telecom and a city commercial bank, adding telecom features raised model KS from 0.36 to 0.42. Approval rates for thin-file applicants rose by 11% with no increase in the non-performing loan ratio. Federated training took about 4.6 times as long as local training, which was well within what the business could accept.</p>
<h3>Common obstacles</h3>
<ul>
<li>Encrypted sample alignment between parties is still slow;</li>
<li>Partners lack a shared view of how to measure each party's contribution and share the benefits;</li>
<li>Compliance reviews are not yet standardized, so projects take a long time to get started.</li>
</ul>
<p>To address these issues, our projects agree on a method for measuring each party's contribution up front and bring compliance review forward into the design stage. Together, these steps have cut the average time from kickoff to production from five months to three.</p>
<p>We expect privacy computing to move from one-off projects to platform-based operations, and third-party infrastructure such as data exchanges to lower the barrier to cross-institution collaboration significantly.</p>
<blockquote>Technology answers whether data can be shared. Compliance and incentive design answer whether anyone is willing to share it.</blockquote>`,
  },
  {
    id: 516,
    type: 'dynamic',
    title: 'Hanshu FinTech Reports 2023 Annual Results: Revenue Tops RMB 1.1 Billion',
    summary:
      'Revenue rose 15.2% to RMB 1.134 billion in 2023, the client base grew to 540 financial institutions, and client retention reached 93%.',
    cover: '/api/media/news/cover-10.svg',
    source: 'Hanshu FinTech',
    publishedAt: '2024-03-26',
    isTop: false,
    author: 'Investor Relations',
    content: `<p>On March 26, Hanshu FinTech (6689.HK) announced its results for the year ended December 31, 2023. Even as technology budgets across the financial sector tightened, the company delivered steady growth in both revenue and profit.</p>
<h2>Financial highlights</h2>
<ul>
<li>Revenue of RMB 1.134 billion, up 15.2% year on year;</li>
<li>Gross margin of 63.5%, up 0.9 percentage points;</li>
<li>Adjusted net profit of RMB 186 million, up 17.7%;</li>
<li>R&amp;D investment of RMB 302 million, equal to 26.6% of revenue;</li>
<li>Net operating cash inflow of RMB 221 million.</li>
</ul>
<h2>Business review</h2>
<p>The number of financial institutions served rose to 540 during the year, and 93% of existing clients renewed. Following the launch of version 5.0 of the Intelligent Risk Control platform, adoption was strong and risk control revenue grew 12.8%. Insurance Technology was the fastest-growing segment, with revenue up 29.4%, while the Inclusive Finance business now works with rural commercial banks and village banks in 17 provinces.</p>
<p>Chief Financial Officer Wang Siqi said the company kept its research spending high while improving delivery efficiency through standardized delivery processes and more modular products. Revenue per employee rose 9.6% year on year.</p>
<blockquote>"In 2024 we will stay focused on our core products and bring new technologies such as large language models into our clients' day-to-day business carefully and responsibly." — Chen Liyan</blockquote>
<p>Looking ahead to 2024, the company will increase R&amp;D investment in large language models and privacy computing, keep expanding among insurers and trust companies, and bring its inclusive finance business to more counties.</p>
<p>The board has recommended a final dividend of HK$0.09 per share, which brings the full-year payout ratio to about 30%. The full annual report is available in the Investor Relations section of this website.</p>`,
  },
  {
    id: 517,
    type: 'dynamic',
    title: 'Hanshu Risk Control Platform Named FinTech Innovation of the Year',
    summary:
      'At the 2024 China FinTech Innovation Conference, Hanshu Intelligent Risk Control Platform 5.0 won FinTech Innovation of the Year, and the company made the FinTech Top 50 list for the third year running.',
    cover: '/api/media/news/cover-03.svg',
    source: 'FinTech Observer',
    publishedAt: '2024-04-23',
    isTop: false,
    author: 'Song Jianing, staff reporter',
    content: `<p>At the 2024 China FinTech Innovation Conference, hosted by <em>FinTech Observer</em> in Shanghai on April 23, Hanshu FinTech's Intelligent Risk Control Platform 5.0 was named FinTech Innovation of the Year. The company was also named to the FinTech Service Provider Top 50 list for the third consecutive year.</p>
<p>This year's awards drew more than 300 entries from financial institutions and technology companies. The judging panel, made up of regulatory researchers, academics and technology heads of financial institutions, spent two months on its review.</p>
<h2>What the judges said</h2>
<p>The judging panel said the platform sets the industry standard for real-time decision performance, model risk management and explainability, and noted that it has been deployed at scale across banks, consumer finance companies and insurers. According to the materials reviewed by the panel:</p>
<ul>
<li>the platform serves more than 300 financial institutions;</li>
<li>it handles more than 80 million decision requests a day;</li>
<li>clients have cut fraud losses by about 27% on average.</li>
</ul>
<p>Lin Jiahe, Hanshu FinTech's chief risk officer, accepted the award on the company's behalf. In his remarks, he said the recognition belongs to every colleague who helped build and deliver the platform, and to the clients who have worked alongside the company to refine it.</p>
<blockquote>"Risk control is the bottom line of finance, and it is the lifeline of any fintech company. We will keep investing in security, stability and explainability." — Lin Jiahe</blockquote>
<h3>On the panel</h3>
<p>Lin also joined a panel discussion on financial risk management in the era of large language models. He argued that these models can make risk analysis and report writing far more efficient, but that credit decisions should still rest with rigorously validated, explainable models and experienced people working together.</p>`,
  },
  {
    id: 518,
    type: 'dynamic',
    title: 'Hanshu FinTech Moves Its Hangzhou R&D Center to a New Campus',
    summary:
      "The Hangzhou R&D center has moved to a new campus in Binjiang District with about 5,000 square meters of space, becoming the second base of the company's AI Lab.",
    cover: '/api/media/news/cover-08.svg',
    source: 'Hanshu FinTech',
    publishedAt: '2024-06-18',
    isTop: false,
    author: 'Administration',
    content: `<p>On June 18, Hanshu FinTech's Hangzhou R&amp;D center moved into its new home on a campus in Binjiang District. The new site offers about 5,000 square meters of space, more than twice the size of the previous office, with room for around 400 engineers and researchers.</p>
<h2>A second base for the AI Lab</h2>
<p>Founded in 2018, the Hangzhou center has about 280 people today and develops the company's Precision Marketing and Data Analysis products as well as its machine learning platform. With the move, it becomes the AI Lab's second research base outside Beijing, focusing on:</p>
<ul>
<li>training and evaluating large language models for financial services;</li>
<li>speech and language technology for intelligent customer service and outbound calling;</li>
<li>intent recognition and recommendation algorithms for marketing.</li>
</ul>
<p>The Hangzhou center has already produced several of the company's core technologies, including the real-time recommendation algorithms behind its Precision Marketing products and the automated feature engineering module of its machine learning platform, now used by more than 200 financial institutions.</p>
<p>Xu Qinghe, head of the AI Lab, said Hangzhou's deep pool of internet and AI talent makes it a natural home for the work. The center will run joint research projects with local universities and launch an algorithm development program for new graduates.</p>
<blockquote>"Great algorithms come from great people working in a great environment. The new campus gives us room to double the size of the team." — Xu Qinghe</blockquote>
<p>The campus includes a model training server room, a product experience center, open collaboration areas and an employee gym. The company expects to add about 80 R&amp;D positions in Hangzhou this year; open roles are listed in the Join Us section of this website.</p>`,
  },
  {
    id: 519,
    type: 'research',
    title: 'AI in Collections: Balancing Compliance, Efficiency and Customer Experience',
    summary:
      'Using data from more than 12 million delinquent accounts at nine lenders, we assess how smart case allocation, voice bots and script monitoring affect recovery and complaint rates.',
    cover: '/api/media/research/cover-06.svg',
    source: 'Hanshu Research',
    publishedAt: '2024-07-24',
    isTop: false,
    author: 'Hanshu AI Lab',
    content: `<p>Collections are the last line of a lending business. As regulators continue to tighten the rules on how lenders contact borrowers, financial institutions need to recover more while keeping complaints and reputational risk firmly under control. We analyzed more than 12 million delinquent accounts handled by nine partner institutions in 2023.</p>
<h2>What three AI applications delivered</h2>
<table>
<thead><tr><th>Application</th><th>Change in recovery rate</th><th>Change in cases per agent</th><th>Change in complaint rate</th></tr></thead>
<tbody>
<tr><td>Repayment prediction and smart case allocation</td><td>+6.4 pts</td><td>+22%</td><td>-8%</td></tr>
<tr><td>Voice bot reminders (up to 30 days past due)</td><td>+3.1 pts</td><td>+310%</td><td>-31%</td></tr>
<tr><td>Script quality checks and compliance monitoring</td><td>About flat</td><td>+15%</td><td>-46%</td></tr>
</tbody>
</table>
<p>By institution type, consumer finance companies and online microlenders saw the biggest gains, followed by bank credit card centers. That reflects their more fragmented delinquent portfolios and smaller balances per account.</p>
<h2>Key findings</h2>
<ul>
<li>Among customers less than 30 days past due, about 62% had simply forgotten to pay or faced a short-term cash squeeze; a gentle automated reminder was enough to recover most of them;</li>
<li>For customers willing but temporarily unable to pay, proactively offering a deferral or installment plan worked better than contacting them more often;</li>
<li>Checking every call script cut the rate of non-compliant language from 1.7% to 0.3%.</li>
</ul>
<h3>Compliance red lines</h3>
<p>AI tools must strictly follow the rules on how often, when and whom collectors may contact, and must never disclose debt information to unrelated third parties. We recommend building compliance rules directly into case allocation and outbound calling systems rather than relying on checks after the fact.</p>
<p>Customer experience matters just as much. At the pilot institutions, giving delinquent customers a self-service way to adjust their repayment plan raised the share who repaid on their own within the first 30 days by 9 percentage points.</p>
<blockquote>The best collections strategy helps customers find a repayment plan that works for them on the very first day they fall behind.</blockquote>`,
  },
  {
    id: 520,
    type: 'dynamic',
    title:
      'Hanshu FinTech, Nanling Rural Commercial Bank and Qinghe Agricultural Credit Guarantee Sign Three-Way Agreement',
    summary:
      'The partners will build a digital rural lending model and plan to extend unsecured credit to 50,000 farming households and agricultural businesses within three years.',
    cover: '/api/media/news/cover-01.svg',
    source: 'Hanshu FinTech',
    publishedAt: '2024-09-12',
    isTop: false,
    author: 'Inclusive Finance',
    content: `<p>On September 12, Hanshu FinTech, Nanling Rural Commercial Bank and Qinghe Agricultural Credit Guarantee signed a three-way partnership agreement. Hanshu FinTech will provide its inclusive finance platform and credit assessment models for farming households; Nanling Rural Commercial Bank will originate the loans and serve customers; and Qinghe Agricultural Credit Guarantee will guarantee eligible loans.</p>
<p>Over the next three years, the partners plan to extend unsecured credit to 50,000 farming households and new agricultural businesses, with total credit lines of at least RMB 6 billion.</p>
<h2>How digital rural lending works</h2>
<ol>
<li><strong>Whole-village credit:</strong> relationship managers work with village committees to visit every household and build borrower files in bulk;</li>
<li><strong>Data-driven assessment:</strong> with each household's consent, land lease, agricultural subsidy and crop sales data are combined into a credit score;</li>
<li><strong>Guarantee support:</strong> businesses that meet the score threshold but lack collateral receive a guarantee;</li>
<li><strong>Online access:</strong> farmers draw down and repay through mobile banking whenever they need to, paying interest quarterly.</li>
</ol>
<p>Fang Zhiyuan, vice president and head of Inclusive Finance at Hanshu FinTech, noted that the company's county-level survey last year found that more than a third of farming households that needed credit could not get a formal loan. This partnership is designed to close that gap.</p>
<blockquote>"Bringing financial services all the way to the farm takes a bank, a guarantor and a technology company, each doing what it does best." — Fang Zhiyuan</blockquote>
<p>Pilots are already under way in three counties. By the time the agreement was signed, more than 1,400 households had been granted credit lines, averaging about RMB 120,000 each. The partners expect to extend the model to a further ten counties in 2025.</p>`,
  },
  {
    id: 521,
    type: 'dynamic',
    title: 'Hanshu FinTech Conference 2024 Opens in Beijing with the Launch of the Hanzhi Financial LLM',
    summary:
      'More than 1,500 guests from nearly 300 financial institutions gathered under the theme "Practical Intelligence, Steady Progress" as the company unveiled its Hanzhi large language model for finance.',
    cover: '/api/media/news/cover-07.svg',
    source: 'Huaxia Finance Daily',
    publishedAt: '2024-11-14',
    isTop: false,
    author: 'Du Ruoqing, staff reporter',
    content: `<p>The Hanshu FinTech Conference 2024 took place on November 14 at the Zhongguancun International Innovation Center in Beijing. Held under the theme "Practical Intelligence, Steady Progress," the conference brought together more than 1,500 guests from nearly 300 banks, consumer finance companies, trust companies and insurers, while the livestream drew more than 120,000 views.</p>
<h2>Introducing Hanzhi</h2>
<p>Zhou Muyuan, Hanshu FinTech's chief technology officer, unveiled Hanzhi, a large language model built specifically for financial institutions. Trained on the financial expertise the company has accumulated over ten years, Hanzhi launches with four applications:</p>
<ul>
<li>drafting support for credit approval reports;</li>
<li>explanations of risk strategies and model documentation;</li>
<li>intelligent customer service and agent assistance;</li>
<li>marketing copy generation with built-in compliance review.</li>
</ul>
<p>Zhou stressed that Hanzhi can be deployed on premises, that every piece of generated content passes through a compliance review module, and that key business decisions remain with validated risk models and the people who run the business.</p>
<h2>Panel discussion</h2>
<figure><img src="/api/media/news/cover-10.svg" alt="The afternoon panel discussion"><figcaption>The afternoon panel on the boundaries of large language models in finance</figcaption></figure>
<p>In the afternoon, guests from Beichen Bank, Jincheng Consumer Finance, Antai Life Insurance and the Qingyuan University FinTech Research Center debated where the boundaries of large language models in financial services should lie.</p>
<blockquote>"When we started building risk models ten years ago, many institutions were still approving loans on paper. Ten years on, our job is the same: to make financial services more efficient, more secure and more inclusive." — Chen Liyan</blockquote>
<p>The conference also saw the release of a survey on large language model adoption at financial institutions. It found that 24% of respondents already use such models in production, though mostly for supporting tasks such as office work and customer service.</p>
<p>The conference also featured three breakout forums on intelligent risk control, insurance technology and inclusive finance.</p>`,
  },
  {
    id: 522,
    type: 'research',
    title: 'Financial Fraud in 2024: Organized Rings, Cross-Platform Attacks and AI Forgeries',
    summary:
      'Based on about 3.86 million suspicious applications blocked by the Hanshu anti-fraud platform in 2024, we analyze how fraud tactics are changing and how to respond.',
    cover: '/api/media/research/cover-07.svg',
    source: 'Hanshu Research',
    publishedAt: '2025-01-15',
    isTop: false,
    author: 'Hanshu Research, Risk Team',
    content: `<p>In 2024, the Hanshu anti-fraud platform blocked about 3.86 million suspicious applications on behalf of partner institutions, representing potential losses of about RMB 4.7 billion. Compared with 2023, fraud has become markedly more organized, more cross-platform and more technologically sophisticated.</p>
<p>The data in this report comes from more than 140 banks, consumer finance companies and online microlenders that use the Hanshu anti-fraud platform, and all analysis is based on anonymized, aggregated statistics.</p>
<h2>Three trends</h2>
<ol>
<li><strong>Organized rings:</strong> ring fraud rose from 31% of blocked applications in 2023 to 43% in 2024, and the average ring used 27 accounts;</li>
<li><strong>Cross-platform attacks:</strong> about 58% of rings applied to three or more institutions at the same time, making them hard to detect from any single lender's vantage point;</li>
<li><strong>AI forgeries:</strong> attacks using deepfake faces and forged identity documents rose roughly 2.6-fold year on year.</li>
</ol>
<table>
<thead><tr><th>Fraud type</th><th>Share</th><th>Change year on year</th></tr></thead>
<tbody>
<tr><td>Organized application fraud</td><td>43%</td><td>+12 pts</td></tr>
<tr><td>Identity theft</td><td>24%</td><td>-5 pts</td></tr>
<tr><td>Broker-doctored applications</td><td>19%</td><td>-4 pts</td></tr>
<tr><td>Deepfake attacks</td><td>9%</td><td>+6 pts</td></tr>
<tr><td>Other</td><td>5%</td><td>-9 pts</td></tr>
</tbody>
</table>
<p>By sector, consumer finance and online microlending remained the most heavily targeted, together accounting for 61% of blocked applications, while bank credit cards and online business loans made up 22% and 12%. Fraud rings also concentrated their attacks in time: applications submitted between 10 p.m. and 2 a.m. accounted for 37% of ring fraud, putting a premium on risk systems that respond in real time, around the clock.</p>
<h2>How to respond</h2>
<ul>
<li>Put relationship networks at the heart of ring detection, linking devices, contacts, addresses and IP addresses in real time;</li>
<li>Add multi-modal checks to liveness detection to defend against synthetic video and replay attacks;</li>
<li>Within the bounds of compliance, take part in industry risk-sharing schemes to cover the blind spots of any single institution.</li>
</ul>
<p>Lenders that combined all three measures in 2024 saw fraud losses fall by about a third compared with peers that relied on rules alone.</p>
<blockquote>Fraudsters are already using AI. Defenders need to use it faster and more systematically.</blockquote>`,
  },
  {
    id: 523,
    type: 'dynamic',
    title: 'Hanshu FinTech Publishes Its 2024 ESG Report',
    summary:
      "The report details progress on data security, inclusive finance, employee development and green operations, as the company's ESG rating was upgraded from BBB to A.",
    cover: '/api/media/news/cover-06.svg',
    source: 'Hanshu FinTech',
    publishedAt: '2025-04-22',
    isTop: false,
    author: 'Corporate Social Responsibility Office',
    content: `<p>On April 22, Hanshu FinTech published its 2024 Environmental, Social and Governance Report, the fourth ESG report since its listing. The report sets out the company's practices and results across four areas: responsible technology, inclusive finance, employee development and green operations.</p>
<h2>Key figures</h2>
<ul>
<li>No major data security incidents during the year, with 100% of employees trained on data security and privacy;</li>
<li>More than 420,000 farming households and small businesses in county areas served by the Inclusive Finance business to date;</li>
<li>22 digital classrooms built under the Digital Spark rural education program, and more than 5,600 hours of employee volunteering;</li>
<li>Women make up 38% of the workforce, and research and development staff 62%;</li>
<li>An energy-efficiency upgrade at the Beijing headquarters server room cut energy use per unit of computing by 18%.</li>
</ul>
<h2>Stronger governance</h2>
<p>In 2024, the ESG Committee of the board added artificial intelligence ethics to its remit and adopted the company's AI Ethics Guidelines. Every customer-facing AI application must now pass a review of fairness, explainability and safety before it goes live.</p>
<p>The report also sets out the company's climate targets: by 2028, it aims to cut the carbon intensity of its own operations (Scope 1 and Scope 2 emissions) by 40% from 2022 levels, and new data center projects will give priority to green electricity.</p>
<blockquote>"ESG is not a report. It is a set of questions we have to answer for every piece of business we do: Is it secure? Is it fair? Is it sustainable over the long run?" — Chen Liyan</blockquote>
<p>The report has received limited assurance from an independent third party, and the company's ESG rating has been upgraded from BBB to A. The full report is available in the Investor Relations section of this website.</p>`,
  },
  {
    id: 524,
    type: 'dynamic',
    title: 'Hanshu FinTech, Guoxin Cloud and Zhongke Institute Build a Computing Center for Finance',
    summary:
      'Phase one of the jointly built financial AI computing center offers about 2,000 petaflops of capacity for compliant, isolated and auditable model training and inference.',
    cover: '/api/media/news/cover-09.svg',
    source: 'Hanshu FinTech',
    publishedAt: '2025-05-20',
    isTop: false,
    author: 'Hanshu AI Lab',
    content: `<p>On May 20, Hanshu FinTech, Guoxin Cloud and the Zhongke Institute of Intelligent Computing signed an agreement in Beijing to build an AI computing center dedicated to the financial industry. Phase one is already in service and provides about 2,000 petaflops of FP16 computing capacity.</p>
<h2>Computing power that is usable, controllable and auditable</h2>
<p>Financial institutions that adopt large language models have strict requirements: data must stay within defined boundaries, resources must be isolated, and every action must leave an audit trail. The center combines dedicated clusters with physical isolation so that each institution gets its own environment for training and inference. The three partners divide the work as follows:</p>
<ul>
<li>Guoxin Cloud runs the data center infrastructure, networking and operations;</li>
<li>the Zhongke Institute of Intelligent Computing optimizes training frameworks and adapts them to domestic chips;</li>
<li>Hanshu FinTech provides the Hanzhi financial LLM, its model evaluation framework and industry applications.</li>
</ul>
<p>Xu Qinghe, head of the AI Lab, said joint optimization has increased Hanzhi's inference throughput on domestic hardware by 2.3 times, cutting the time needed to draft a credit approval report from 40 seconds to 12.</p>
<blockquote>"Computing power, models and real business use cases all have to come together. This partnership means financial institutions can use large models safely without building expensive infrastructure of their own." — Xu Qinghe</blockquote>
<p>The center is fully liquid-cooled, runs at a power usage effectiveness (PUE) below 1.2, and gives priority to green electricity. Client institutions can monitor their own resource usage and audit logs through a dedicated console.</p>
<p>Six banks and insurers have already signed up. Phase two is scheduled for completion in 2026 and will raise total capacity to about 5,000 petaflops.</p>`,
  },
  {
    id: 525,
    type: 'research',
    title: 'Data Governance Maturity at Financial Institutions: From Policies on Paper to Real Results',
    summary:
      'An assessment of 58 banks, consumer lenders and insurers puts average data governance maturity at 2.7 out of 5, with data standards and data quality the weakest areas.',
    cover: '/api/media/research/cover-08.svg',
    source: 'Hanshu Research',
    publishedAt: '2025-07-16',
    isTop: false,
    author: 'Hanshu Research, Data Governance Team',
    content: `<p>Data has become a core input for financial institutions, yet at many of them data governance still exists mostly on paper: the policies are written, but they are not put into practice. In the first half of 2025, Hanshu Research used the DCMM framework to assess the data governance maturity of 58 financial institutions.</p>
<h2>The overall picture</h2>
<table>
<thead><tr><th>Capability area</th><th>Average score (out of 5)</th><th>Highest-scoring institution type</th></tr></thead>
<tbody>
<tr><td>Data strategy</td><td>3.1</td><td>National banks</td></tr>
<tr><td>Data security</td><td>3.3</td><td>Insurers</td></tr>
<tr><td>Data standards</td><td>2.4</td><td>City commercial banks</td></tr>
<tr><td>Data quality</td><td>2.3</td><td>Consumer finance companies</td></tr>
<tr><td>Data use</td><td>2.6</td><td>Consumer finance companies</td></tr>
</tbody>
</table>
<p>Across all 58 institutions, average maturity stands at 2.7. Data security and data strategy score relatively well, reflecting the regulatory attention both have received in recent years; data standards and data quality are weak almost everywhere.</p>
<h2>Main problems</h2>
<ul>
<li>Data standards do not go far enough, so the same metric is defined differently from one system to the next; "active customer" alone has 3.4 definitions per institution on average;</li>
<li>Data quality issues are usually caught after the fact, and only 29% of institutions monitor quality automatically;</li>
<li>Accountability for data is unclear, and business units show little enthusiasm for governance work.</li>
</ul>
<p>The top-scoring institutions share one thing in common: business units own the definitions of their metrics, technology teams put them into practice, and senior management reviews data governance progress on a regular schedule.</p>
<h2>What to do</h2>
<ol>
<li>Start with regulatory reporting and core business metrics, and standardize the most important data definitions first;</li>
<li>Build data quality rules into the processes that produce data, so problems are found and fixed early;</li>
<li>Make data governance results part of how business units are evaluated.</li>
</ol>
<p>In our experience, institutions that follow this path typically move up one maturity level within 18 to 24 months.</p>
<blockquote>You know data governance is working when business teams start using data on their own initiative, and trust what it tells them.</blockquote>`,
  },
  {
    id: 526,
    type: 'dynamic',
    title: 'Hanshu FinTech Launches Hanshu Marketing Cloud, with Jincheng Consumer Finance as a Launch Client',
    summary:
      'Marketing Cloud brings customer insight, smart outreach and attribution together; in a pilot at Jincheng Consumer Finance it lifted repeat borrowing by 18%.',
    cover: '/api/media/news/cover-04.svg',
    source: 'Hanshu FinTech',
    publishedAt: '2025-09-10',
    isTop: false,
    author: 'Precision Marketing',
    content: `<p>On September 10, Hanshu FinTech launched Hanshu Marketing Cloud, its next-generation Precision Marketing product, at an event in Shanghai. Jincheng Consumer Finance, one of the first clients, shared results from its pilot at the launch.</p>
<h2>One platform for compliant marketing</h2>
<p>Marketing Cloud brings customer insight, campaign planning, multi-channel outreach and attribution together on a single platform. Its core capabilities include:</p>
<ul>
<li><strong>Customer insight:</strong> more than 1,500 customer attributes built from consented data, with real-time segmentation;</li>
<li><strong>Smart outreach:</strong> coordinated campaigns across text messages, app notifications, automated calls and WeCom, with contact frequency capped automatically;</li>
<li><strong>Content generation:</strong> marketing copy drafted with the Hanzhi LLM and checked automatically by a compliance review module;</li>
<li><strong>Attribution:</strong> control-group experiments that measure the incremental impact of every campaign.</li>
</ul>
<h2>Pilot results</h2>
<p>Over a four-month pilot at Jincheng Consumer Finance, repeat borrowing among existing customers rose 18%, the average complaint rate per campaign fell 42%, and the time it takes the marketing team to plan a campaign dropped from five days to one.</p>
<blockquote>"Good marketing doesn't interrupt customers. It offers the right service to the right customer at the right moment." — Su Xiaotang</blockquote>
<p>Su Xiaotang, senior vice president and head of Precision Marketing, said Marketing Cloud is built to meet strict personal information protection requirements. Every message is based on customer consent, and customers can opt out easily at any time.</p>
<p>A Jincheng Consumer Finance executive said Marketing Cloud has, for the first time, let the marketing team see the true incremental impact of every campaign, making budget decisions far more precise. The two companies plan to extend their work to new-customer activation and membership programs later this year.</p>`,
  },
  {
    id: 527,
    type: 'research',
    title: 'Digital Small Business Lending: From Lending Fast to Managing Well',
    summary:
      'Drawing on loan data for about 860,000 small businesses at 12 banks, we examine how the volume, risk and pricing of online business loans have shifted, and recommend early warning and renewal practices.',
    cover: '/api/media/research/cover-02.svg',
    source: 'Hanshu Research',
    publishedAt: '2025-12-09',
    isTop: false,
    author: 'Fang Zhiyuan',
    content: `<p>In recent years, small business lending in China has grown in volume, reached more borrowers and become cheaper, and unsecured online loans have become a major source of growth. Hanshu Research analyzed loan data for about 860,000 small businesses at 12 partner banks, from 2022 through the third quarter of 2025.</p>
<h2>Volume and mix</h2>
<table>
<thead><tr><th>Year</th><th>Share of unsecured online loans</th><th>Average balance per borrower (RMB 10,000)</th><th>Average interest rate</th><th>NPL ratio</th></tr></thead>
<tbody>
<tr><td>2022</td><td>27%</td><td>34.6</td><td>5.62%</td><td>1.41%</td></tr>
<tr><td>2023</td><td>34%</td><td>31.2</td><td>5.08%</td><td>1.53%</td></tr>
<tr><td>2024</td><td>41%</td><td>29.8</td><td>4.61%</td><td>1.72%</td></tr>
<tr><td>2025 (Jan–Sep)</td><td>46%</td><td>28.9</td><td>4.27%</td><td>1.80%</td></tr>
</tbody>
</table>
<p>The share of unsecured online loans rose from 27% to 46%, while the average balance per borrower fell from RMB 346,000 to RMB 289,000, a sign that lending is reaching more and smaller businesses.</p>
<h2>Key findings</h2>
<ul>
<li>As rates keep falling, NPL ratios are edging up and the room for risk-based pricing is shrinking;</li>
<li>First-time borrowers default at about 2.1 times the rate of repeat borrowers, and about 70% of their defaults occur six to twelve months after disbursement;</li>
<li>Models that add tax, payment and supply chain data flag deteriorating businesses 4.5 months earlier on average.</li>
</ul>
<p>By industry, NPL ratios rose fastest in wholesale and retail trade and in hospitality, while manufacturing and technology services held relatively steady. Banks need to be more precise about which industries they lend to and how much.</p>
<h2>Recommendations</h2>
<ol>
<li>Build in-life early warning around business cash flows instead of assessing borrowers only at maturity;</li>
<li>Offer renewals without principal repayment to stable, high-quality borrowers, so they do not need costly bridge financing;</li>
<li>Price for risk differences rather than competing on uniformly low rates.</li>
</ol>
<blockquote>In the next stage of small business finance, the winners will not be the lenders who lend fastest, but those who manage risk well and keep good borrowers funded.</blockquote>
<p>Hanshu FinTech's Inclusive Finance products include in-life early warning and renewal assessment modules, which can be tailored to each bank's customer base.</p>`,
  },
  {
    id: 528,
    type: 'dynamic',
    title: 'Hanshu FinTech Reports 2025 Annual Results: Revenue of RMB 1.48 Billion, AI Share Rises to 21%',
    summary:
      'Revenue grew 13.9% in 2025, the company served more than 600 financial institutions, and the Hanzhi LLM and related applications contributed RMB 311 million.',
    cover: '/api/media/news/cover-02.svg',
    source: 'Hanshu FinTech',
    publishedAt: '2026-03-24',
    isTop: false,
    author: 'Investor Relations',
    content: `<p>On March 24, Hanshu FinTech (6689.HK) announced its results for the year ended December 31, 2025.</p>
<h2>Financial highlights</h2>
<ul>
<li>Revenue of RMB 1.482 billion, up 13.9% year on year;</li>
<li>Gross margin of 64.1%;</li>
<li>Adjusted net profit of RMB 258 million, up 16.2%;</li>
<li>R&amp;D investment of RMB 387 million, equal to 26.1% of revenue;</li>
<li>Cash and cash equivalents of RMB 2.43 billion at year end.</li>
</ul>
<h2>Rapid growth in AI</h2>
<p>The Hanzhi financial LLM and the marketing, risk and customer service applications built on it contributed RMB 311 million in revenue, or 21% of the total. By year end, 87 financial institutions had deployed Hanzhi-based products.</p>
<p>By segment, Intelligent Risk Control revenue rose 9.1% to RMB 602 million; Precision Marketing and Data Analysis rose 18.5% to RMB 437 million; Insurance Technology rose 21.7% to RMB 246 million; and Inclusive Finance rose 12.0% to RMB 197 million.</p>
<p>At year end, the company served more than 600 financial institutions and had about 1,200 employees, more than 60% of them in research and development.</p>
<blockquote>"In 2025 we took a solid step forward in applying large language models. In 2026, our goal is for AI to create measurable value in our clients' core business processes." — Chen Liyan</blockquote>
<p>In 2026, the company plans to release a new version of Hanzhi, accelerate phase two of the financial AI computing center, and keep expanding its client base in insurance, trust and inclusive finance.</p>
<p>The board has recommended a final dividend of HK$0.12 per share and announced a share buyback program of up to HK$200 million over the next 12 months. The annual report and results presentation are available in the Investor Relations section of this website.</p>`,
  },
  {
    id: 529,
    type: 'dynamic',
    title: 'Hanshu FinTech Conference 2026 Unveils Hanzhi 2.0 and a Financial Agent Platform',
    summary:
      'More than 2,000 guests from over 360 financial institutions attended. The company launched the Hanzhi 2.0 financial LLM and a platform for AI agents, and committed at least RMB 1.2 billion to R&D over three years.',
    cover: '/api/media/news/cover-02.svg',
    source: 'Hanshu FinTech',
    publishedAt: '2026-10-28',
    isTop: true,
    author: 'Brand & Marketing',
    content: `<p>The Hanshu FinTech Conference 2026 was held in Beijing on October 28. Under the theme "Finance in the Age of AI Agents," it brought together more than 2,000 guests from over 360 financial institutions, research institutes and partners. This year also marks the fifth anniversary of Hanshu FinTech's listing on the Main Board of the Hong Kong Stock Exchange.</p>
<h2>Hanzhi 2.0 and the financial agent platform</h2>
<p>Chief Technology Officer Zhou Muyuan unveiled Hanzhi 2.0, the latest version of the company's large language model for finance. Compared with the previous generation, it is 14 percentage points more accurate on average across financial question answering, long-document understanding and table analysis, and costs about 60% less to run.</p>
<p>The new financial agent platform lets institutions build AI agents that call internal systems and complete multi-step tasks, all within a single framework for permissions, auditing and risk control. The first use cases available are:</p>
<ul>
<li>organizing due diligence materials and preparing first-pass reviews for corporate credit;</li>
<li>reviewing supporting documents for insurance claims;</li>
<li>analyzing early-warning signals on existing loans and recommending next steps;</li>
<li>reconciling data for regulatory reporting.</li>
</ul>
<figure><img src="/api/media/news/cover-07.svg" alt="The main forum of the Hanshu FinTech Conference 2026"><figcaption>The main forum of the Hanshu FinTech Conference 2026</figcaption></figure>
<h2>At least RMB 1.2 billion for R&amp;D over three years</h2>
<p>In his keynote, chairman and CEO Chen Liyan announced that the company will invest at least RMB 1.2 billion in research and development over the next three years, with a focus on large models and agent technology. Hanshu FinTech will also set up a joint lab for financial AI agents with the Qingyuan University FinTech Research Center.</p>
<blockquote>"In the five years since our listing, the number of institutions we serve has grown from about 400 to more than 600. The technology keeps changing; our commitment to security and compliance does not." — Chen Liyan</blockquote>
<p>The conference also hosted four breakout forums on banking, consumer finance, insurance and inclusive finance, along with a hands-on workshop for developers building agent applications.</p>`,
  },
  {
    id: 530,
    type: 'research',
    title: 'FinTech Outlook 2027: AI Agents Move into Core Business',
    summary:
      "Hanshu Research's annual outlook, based on a survey of 120 financial institutions, identifies six trends to watch in 2027 and shares the latest data on AI spending and adoption.",
    cover: '/api/media/research/cover-01.svg',
    source: 'Hanshu Research',
    publishedAt: '2026-11-18',
    isTop: true,
    author: 'Hanshu Research',
    content: `<p>At the end of every year, Hanshu Research publishes its outlook for the year ahead, drawing on a survey of our partner institutions and on our own work in the field. This year's survey covered 120 banks, consumer finance companies, trust companies, insurers and microlenders, and was conducted in September and October 2026.</p>
<h2>The survey at a glance</h2>
<table>
<thead><tr><th>Indicator</th><th>2025</th><th>2026</th><th>2027 (expected)</th></tr></thead>
<tbody>
<tr><td>Institutions using large language models in production</td><td>38%</td><td>64%</td><td>81%</td></tr>
<tr><td>AI as a share of technology budget (median)</td><td>9%</td><td>14%</td><td>19%</td></tr>
<tr><td>Institutions piloting business AI agents</td><td>6%</td><td>27%</td><td>52%</td></tr>
</tbody>
</table>
<p>Compared with a year ago, institutions have moved from watching to doing: 64% of respondents now use large language models in production, and more than half plan to pilot business AI agents in 2027.</p>
<figure><img src="/api/media/research/cover-03.svg" alt="Where AI agents sit in core financial processes"><figcaption>Where AI agents sit in core processes such as credit approval and claims</figcaption></figure>
<h2>Six trends for 2027</h2>
<ol>
<li><strong>Agents enter core processes:</strong> AI agents move beyond customer service and back-office tasks into credit approval, claims review and other core business;</li>
<li><strong>Model risk management levels up:</strong> large models join institutions' model risk frameworks, making evaluation and monitoring a must-have;</li>
<li><strong>Data flows faster:</strong> data exchanges and privacy computing make compliant use of external data easier;</li>
<li><strong>Fraud becomes an AI arms race:</strong> deepfake attacks and AI-powered defenses keep escalating against each other;</li>
<li><strong>Inclusive finance gets more precise:</strong> county and small business lending shifts from reaching more borrowers to pricing risk and managing loans in life;</li>
<li><strong>Domestic computing takes hold:</strong> institutions speed up deploying and optimizing models on domestically produced hardware.</li>
</ol>
<p>The survey also shows the three concerns institutions rank highest: data security and privacy (72%), the accuracy and explainability of model outputs (65%), and a shortage of skilled people (51%).</p>
<blockquote>In 2027, financial institutions will stop asking what AI can do and start asking how much measurable value it has delivered to the business.</blockquote>
<p>We recommend that institutions pick two or three high-value use cases as their starting point, build evaluation, monitoring and audit capabilities alongside them, and widen the use of AI step by step as long as risks stay under control.</p>`,
  },
];

// ---------------------------------------------------------------------------------------------
// Events (ids zh 1–6, en 501–506, oldest first)

const zhEvents: SeedEvent[] = [
  {
    id: 1,
    title: '智能风控实战工作坊（上海站）',
    summary:
      '面向银行与消费金融机构风控团队的一天实战工作坊，围绕可解释建模、策略自动化和模型监控展开。参会者将在讲师指导下使用脱敏样本完成一次从特征开发到策略上线的完整演练。',
    city: '上海',
    venue: '上海陆家嘴金融城会议中心 3层多功能厅',
    startDate: '2025-03-27',
    endDate: '2025-03-27',
    cover: '/api/media/events/event-02.svg',
  },
  {
    id: 2,
    title: '2025瀚数金融AI黑客马拉松',
    summary:
      '48小时的团队编程挑战，赛题涵盖反欺诈、智能客服和营销文案合规审核。来自高校和业界的40支队伍同场竞技，优胜团队将获得奖金及瀚数AI实验室的实习机会。',
    city: '杭州',
    venue: '瀚数科技杭州研发中心（滨江区）',
    startDate: '2025-06-14',
    endDate: '2025-06-15',
    cover: '/api/media/events/event-03.svg',
  },
  {
    id: 3,
    title: '2025瀚数金融科技大会',
    summary:
      '年度旗舰大会，汇聚银行、消费金融、信托、保险等机构的管理者与技术专家。大会设主论坛及智能风控、保险科技、普惠金融三场分论坛，集中展示大模型在金融业务中的最新实践。',
    city: '北京',
    venue: '中关村国际创新中心',
    startDate: '2025-11-06',
    endDate: '2025-11-07',
    cover: '/api/media/events/event-01.svg',
  },
  {
    id: 4,
    title: '保险科技线上研讨会：大模型驱动的智能理赔',
    summary:
      '瀚数科技副总裁韩亦舟与多家保险公司理赔负责人在线分享大模型在理赔材料审核、欺诈识别中的应用经验。研讨会在深圳演播室直播，观众可在线提问互动。',
    city: '深圳',
    venue: '线上直播（瀚数科技深圳演播室）',
    startDate: '2026-04-16',
    endDate: '2026-04-16',
    cover: '/api/media/events/event-05.svg',
  },
  {
    id: 5,
    title: '普惠金融区域路演（成都站）',
    summary:
      '面向西南地区农商行、村镇银行和小贷公司的区域路演，介绍“数字乡村信贷”模式与小微企业贷中预警方案。现场设有产品演示和一对一交流环节，欢迎机构报名参加。',
    city: '成都',
    venue: '成都高新区天府软件园 C区会议中心',
    startDate: '2026-12-03',
    endDate: '2026-12-03',
    cover: '/api/media/events/event-04.svg',
  },
  {
    id: 6,
    title: '2027春季校园招聘宣讲会（清源大学站）',
    summary:
      '瀚数科技技术与业务负责人走进校园，介绍算法、研发、产品和金融风控等岗位，并分享新人培养计划。宣讲会后设现场答疑与简历投递环节，也可将简历发送至campus@hanshufintech.cn。',
    city: '北京',
    venue: '清源大学学生活动中心报告厅',
    startDate: '2027-03-18',
    endDate: '2027-03-18',
    cover: '/api/media/events/event-06.svg',
  },
];

const enEvents: SeedEvent[] = [
  {
    id: 501,
    title: 'Intelligent Risk Control Workshop, Shanghai',
    summary:
      'A one-day, hands-on workshop for risk teams at banks and consumer lenders, covering explainable modeling, strategy automation and model monitoring. Guided by our instructors, participants will take an anonymized dataset all the way from feature engineering to a live strategy.',
    city: 'Shanghai',
    venue: 'Lujiazui Financial City Conference Center, 3rd Floor Function Hall',
    startDate: '2025-03-27',
    endDate: '2025-03-27',
    cover: '/api/media/events/event-02.svg',
  },
  {
    id: 502,
    title: 'Hanshu Financial AI Hackathon 2025',
    summary:
      'A 48-hour team coding challenge with problems in fraud detection, intelligent customer service and compliance review of marketing copy. Forty teams from universities and industry will compete, and the winners take home prize money and internships at the Hanshu AI Lab.',
    city: 'Hangzhou',
    venue: 'Hanshu FinTech Hangzhou R&D Center, Binjiang District',
    startDate: '2025-06-14',
    endDate: '2025-06-15',
    cover: '/api/media/events/event-03.svg',
  },
  {
    id: 503,
    title: 'Hanshu FinTech Conference 2025',
    summary:
      'Our flagship annual conference brings together executives and technology leaders from banks, consumer finance companies, trust companies and insurers. Alongside the main forum, breakout sessions on intelligent risk control, insurance technology and inclusive finance showcase the latest uses of large language models in financial services.',
    city: 'Beijing',
    venue: 'Zhongguancun International Innovation Center',
    startDate: '2025-11-06',
    endDate: '2025-11-07',
    cover: '/api/media/events/event-01.svg',
  },
  {
    id: 504,
    title: 'Insurance Technology Webinar: Smarter Claims with Large Language Models',
    summary:
      'Han Yizhou, vice president of Hanshu FinTech, joins claims leaders from several insurers to share how large language models are being used to review claim documents and detect fraud. The webinar streams live from our Shenzhen studio, with a live Q&A for viewers.',
    city: 'Shenzhen',
    venue: 'Online (streamed from the Hanshu FinTech Shenzhen studio)',
    startDate: '2026-04-16',
    endDate: '2026-04-16',
    cover: '/api/media/events/event-05.svg',
  },
  {
    id: 505,
    title: 'Inclusive Finance Roadshow, Chengdu',
    summary:
      'A regional roadshow for rural commercial banks, village banks and microlenders in Southwest China, introducing our digital rural lending model and in-life early warning for small business loans. The day includes product demos and one-on-one meetings; institutions are welcome to register.',
    city: 'Chengdu',
    venue: 'Tianfu Software Park Zone C Conference Center, Chengdu Hi-tech Zone',
    startDate: '2026-12-03',
    endDate: '2026-12-03',
    cover: '/api/media/events/event-04.svg',
  },
  {
    id: 506,
    title: 'Spring 2027 Campus Recruitment Talk at Qingyuan University',
    summary:
      'Technology and business leaders from Hanshu FinTech come to campus to introduce roles in algorithms, engineering, product and credit risk, and to share how we help new graduates grow. A Q&A and on-site resume collection follow the talk, or you can send your resume to campus@hanshufintech.cn.',
    city: 'Beijing',
    venue: 'Qingyuan University Student Activity Center Auditorium',
    startDate: '2027-03-18',
    endDate: '2027-03-18',
    cover: '/api/media/events/event-06.svg',
  },
];

// ---------------------------------------------------------------------------------------------

export const newsSeed: NewsSeed = {
  articles: { zh: zhArticles, en: enArticles },
  events: { zh: zhEvents, en: enEvents },
};
